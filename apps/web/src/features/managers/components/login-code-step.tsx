import { TextInput } from '@mantine/core';
import type { LoggedInManager, LoginRequest } from '@plan-dan/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hrTwoFactor } from '@/i18n/hr-two-factor';
import { useLogin } from '../api/login';
import { codeStepError } from '../login-code-error';
import classes from './login-code-step.module.css';

const t = hrTwoFactor.login;

interface LoginCodeStepProps {
  /** The username and the right password, sent again with the code. */
  credentials: LoginRequest;
  onLoggedIn: (user: LoggedInManager) => void;
  onBack: () => void;
}

/**
 * The second step of logging in, for a manager with two-step login: the authenticator app's code, or a
 * recovery code. A wrong code keeps what was typed, so a slip is corrected rather than typed again.
 */
export function LoginCodeStep({ credentials, onLoggedIn, onBack }: LoginCodeStepProps) {
  const titleId = useId();
  const loginMutation = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // On arrival and after switching between the app's code and a recovery code, the next thing to do is typing.
  useEffect(() => codeRef.current?.focus(), [recovery]);

  // The other kind of code is a new question: what was typed for the first, and its error, go.
  const switchKind = () => {
    if (codeRef.current) codeRef.current.value = '';
    setMissing(false);
    loginMutation.reset();
    setRecovery(!recovery);
  };

  const error = loginMutation.isError ? codeStepError(loginMutation.error) : {};
  const codeError = missing ? hrTwoFactor.codeRequired : error.code;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setMissing(code === '');
    if (code === '') {
      codeRef.current?.focus();
      return;
    }
    loginMutation.mutate({ ...credentials, code }, { onSuccess: onLoggedIn, onError: () => codeRef.current?.focus() });
  };

  return (
    <section aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit} className={classes.form}>
        <h2 id={titleId} className={classes.title}>
          {t.title}
        </h2>
        <TextInput
          label={t.code}
          description={recovery ? t.recoveryIntro : t.intro}
          name="code"
          ref={codeRef}
          // Digits for the app's code; a recovery code has letters too.
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          required
          error={codeError}
        />
        {error.form ? <FormError>{error.form}</FormError> : null}
        <PrimaryButton type="submit" fullWidth loading={loginMutation.isPending}>
          {t.submit}
        </PrimaryButton>
        <button type="button" className={classes.linkButton} onClick={switchKind}>
          {recovery ? t.appCode : t.recovery}
        </button>
        <button type="button" className={classes.back} onClick={onBack}>
          {t.back}
        </button>
      </form>
    </section>
  );
}
