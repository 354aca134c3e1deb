import type { ManagerProfile } from '@plan-dan/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { AuthCard } from '@/components/auth-card';
import { hr } from '@/i18n/hr';
import { RegisterForm } from '../components/register-form';
import { RegistrationSummary } from '../components/registration-summary';

export function RegisterRoute() {
  const [profile, setProfile] = useState<ManagerProfile | null>(null);
  useDocumentTitle(`${profile ? hr.register.summaryTitle : hr.register.title} · ${hr.app.name}`);

  if (profile) return <RegistrationSummary profile={profile} />;
  return (
    <AuthCard title={hr.register.title} subtitle={hr.register.subtitle} width={560}>
      <QueryProvider>
        <RegisterForm onRegistered={setProfile} />
      </QueryProvider>
    </AuthCard>
  );
}
