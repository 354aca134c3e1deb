import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { hr } from '@/i18n/hr';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { QueryProvider } from '@/lib/query-provider';
import { clearSession, readSession } from '@/lib/session';
import { PASSWORD_CHANGED_STATE } from '@/lib/login-notice';
import { InvalidResetLink } from '../components/invalid-reset-link';
import { NewPasswordForm } from '../components/new-password-form';

const t = hrPasswordReset.newPassword;

/** 'Nova lozinka', opened from the e-mailed link (`?token=`). */
export function NewPasswordRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Without a token the link is known to be useless before anything is typed; any other the server judges.
  const [refused, setRefused] = useState(false);
  const invalid = refused || token === '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${t.title} · ${hr.app.name}`);
  useEffect(() => {
    if (refused) headingRef.current?.focus();
  }, [refused]);

  const onSaved = () => {
    // Every session of the account has ended on the server; one kept in this browser would only fail later.
    if (readSession()) clearSession();
    void navigate('/login', { replace: true, state: PASSWORD_CHANGED_STATE });
  };

  return (
    <AuthCard title={t.title} subtitle={invalid ? undefined : t.subtitle} titleRef={headingRef}>
      {invalid ? (
        <InvalidResetLink />
      ) : (
        <QueryProvider>
          <NewPasswordForm token={token} onSaved={onSaved} onInvalidLink={() => setRefused(true)} />
        </QueryProvider>
      )}
    </AuthCard>
  );
}
