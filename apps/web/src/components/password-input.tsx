import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { hr } from '@/i18n/hr';
import classes from './password-input.module.css';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/**
 * A password field with a show/hide button. Mantine's PasswordInput would bring ActionIcon along
 * (about 2 KB gzipped) into the login route, which has a size budget.
 */
export function PasswordInput({ ref, ...props }: Omit<TextInputProps, 'type' | 'rightSection'> & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? hr.login.hidePassword : hr.login.showPassword}
          aria-pressed={visible}
        >
          <EyeIcon crossed={visible} />
        </UnstyledButton>
      }
    />
  );
}

/**
 * A password being chosen (registration, a new employee, a changed password): required, with the rule
 * as a hint; labelled 'Lozinka' unless told otherwise.
 */
export function NewPasswordInput(props: Omit<Parameters<typeof PasswordInput>[0], 'required' | 'autoComplete'>) {
  return <PasswordInput label={hr.profile.password} autoComplete="new-password" required description={hr.register.passwordHint} {...props} />;
}
