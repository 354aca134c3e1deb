import { TextInput } from '@mantine/core';
import { webPaths } from '@plan-dan/contract/app-paths';
import { useHydrated } from '@plan-dan/web-common/hydration';
import type { LoggedInManager, LoginRequest } from '@plan-dan/contract';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormError, FormNotice } from '@/components/form-message';
import { PasswordInput } from '@/components/password-input';
import { TextLink } from '@/components/text-link';
import { PrimaryButton } from '@/components/primary-button';
import { Spinner } from '@/components/spinner';
import { hr } from '@/i18n/hr';
import { lazyNamed } from '@/lib/lazy';
import { isPasswordChangedState } from '@/lib/login-notice';
import { saveSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { codeRequired, loginErrorMessage } from '../login-error';
import classes from './login-form.module.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

// Only a manager with two-step login ever sees the code step: it stays out of the login route's budget.
const LoginCodeStep = lazyNamed(() => import('./login-code-step'), 'LoginCodeStep');

// Two fields need no form library, and plain elements do for the layout: leaving react-hook-form and
// Mantine's Stack and Text out keeps the login route in its budget.
// The fields are read when the form is sent, not kept in state: the form is pre-rendered, so what is
// typed before the script has hydrated it is in the fields but in no state.
export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const hydrated = useHydrated();
  // After hydration only: the page rendered at build time has no notice, and the first render must match it.
  const { state } = useLocation();
  const passwordChanged = hydrated && isPasswordChangedState(state);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The right password, kept in memory only to be sent again with the code, and to fill the form after 'Nazad'.
  const [codeFor, setCodeFor] = useState<LoginRequest>();
  const [codeShown, setCodeShown] = useState(false);
  useEffect(() => {
    if (codeFor && !codeShown) passwordRef.current?.focus();
  }, [codeFor, codeShown]);

  const enter = (user: LoggedInManager) => {
    saveSession(user);
    void navigate('/', { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get('username') ?? '');
    const password = String(fields.get('password') ?? '');
    const errors: FieldErrors = {
      username: username.trim() === '' ? hr.login.usernameRequired : undefined,
      password: password === '' ? hr.login.passwordRequired : undefined,
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    const credentials = { username: username.trim(), password };
    loginMutation.mutate(credentials, {
      onSuccess: enter,
      onError: (error) => {
        if (!codeRequired(error)) return;
        setCodeFor(credentials);
        setCodeShown(true);
      },
    });
  };

  if (codeFor && codeShown) {
    return (
      <Suspense fallback={<Spinner size={32} />}>
        <LoginCodeStep credentials={codeFor} onLoggedIn={enter} onBack={() => setCodeShown(false)} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      {passwordChanged ? <FormNotice>{hr.login.passwordChanged}</FormNotice> : null}
      <TextInput
        label={hr.login.username}
        name="username"
        ref={usernameRef}
        autoComplete="username"
        defaultValue={codeFor?.username}
        required
        error={fieldErrors.username}
      />
      <PasswordInput
        label={hr.login.password}
        name="password"
        ref={passwordRef}
        autoComplete="current-password"
        defaultValue={codeFor?.password}
        required
        error={fieldErrors.password}
      />
      {loginMutation.isError && !codeRequired(loginMutation.error) ? <FormError>{loginErrorMessage(loginMutation.error)}</FormError> : null}
      {/* Until hydration a click (or Enter) would send the password in the address, the browser's way. */}
      <PrimaryButton type="submit" fullWidth loading={loginMutation.isPending} disabled={!hydrated}>
        {hr.login.submit}
      </PrimaryButton>
      <p className={classes.register}>
        <TextLink to={webPaths.forgotPassword}>{hr.login.forgotPassword}</TextLink>
      </p>
      <p className={classes.register}>
        {hr.login.noAccount} <TextLink to="/register">{hr.login.toRegister}</TextLink>
      </p>
    </form>
  );
}
