import { useDocumentTitle } from '@mantine/hooks';
import { AuthCard } from '@/components/auth-card';
import { hr } from '@/i18n/hr';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  useDocumentTitle(`${hr.login.title} · ${hr.app.name}`);
  return (
    <AuthCard title={hr.login.title} subtitle={hr.login.subtitle}>
      <LoginForm />
    </AuthCard>
  );
}
