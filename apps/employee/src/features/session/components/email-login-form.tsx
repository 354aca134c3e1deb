import { TextInput } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BigButton } from '@/components/big-button';
import { Notice } from '@/components/notice';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { useEmailLogin } from '../api/login';
import { PasswordField } from './password-field';
import classes from './email-login-form.module.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

function loginErrorText(error: unknown): string {
  if (!isApiError(error)) return hr.app.genericError;
  if (error.code === 'email_login_blocked') return hr.start.emailLoginBlocked;
  if (error.status === 401 || error.status === 400) return hr.start.invalidCredentials;
  if (error.status === 429) return hr.codeLogin.tooMany;
  if (error.code === 'network_error') return hr.app.offline;
  return hr.app.genericError;
}

/** The other way in: the e-mail and password the manager set. Folded away so the QR way stays the clear one. */
export function EmailLoginForm() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useEmailLogin();
  const formId = useId();
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {
      email: email.trim() === '' ? hr.start.emailRequired : undefined,
      password: password === '' ? hr.start.passwordRequired : undefined,
    };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    // A successful login saves the session; the start screen then goes home by itself.
    login.mutate({ email: email.trim(), password });
  };

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={classes.chevron} data-open={open} />
          {hr.start.emailTitle}
        </button>
      </h2>
      <form id={formId} hidden={!open} noValidate onSubmit={onSubmit} className={classes.form}>
        <p className={classes.intro}>{hr.start.emailIntro}</p>
        <TextInput
          label={hr.start.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          ref={emailRef}
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordField
          label={hr.start.password}
          name="password"
          autoComplete="current-password"
          ref={passwordRef}
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        {login.isError ? (
          <Notice>
            <p>{loginErrorText(login.error)}</p>
          </Notice>
        ) : null}
        <BigButton type="submit" block disabled={login.isPending}>
          {login.isPending ? hr.app.loading : hr.start.submit}
        </BigButton>
      </form>
    </section>
  );
}
