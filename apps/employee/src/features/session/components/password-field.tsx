import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { hr } from '@/i18n/hr';
import classes from './password-field.module.css';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A password field with a large show/hide button: typing blind is hard for many employees. */
export function PasswordField({ ref, ...props }: Omit<TextInputProps, 'type' | 'rightSection'> & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      rightSectionWidth={56}
      rightSectionPointerEvents="all"
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? hr.start.hidePassword : hr.start.showPassword}
          aria-pressed={visible}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
