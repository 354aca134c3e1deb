import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { AuthCard } from '@/components/auth-card';
import { hr } from '@/i18n/hr';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { QueryProvider } from '@/lib/query-provider';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetLinkSent } from '../components/reset-link-sent';

const t = hrPasswordReset.forgot;

/** 'Zaboravljena lozinka': the name the manager logs in with, then a calm word that the link is on its way. */
export function ForgotPasswordRoute() {
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${t.title} · ${hr.app.name}`);
  // The form (and the button that had focus) is gone; keyboard and screen reader users go on from the heading.
  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);

  return (
    <AuthCard title={t.title} subtitle={sent ? undefined : t.subtitle} titleRef={headingRef}>
      {sent ? (
        <ResetLinkSent />
      ) : (
        <QueryProvider>
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </QueryProvider>
      )}
    </AuthCard>
  );
}
