import { Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-message';
import { PasswordInput } from '@/components/password-input';
import { hrSessions } from '@/i18n/hr-sessions';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';
import { notifySaved } from '@/lib/notify';
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor';
import { twoFactorErrors } from '../errors';
import classes from './two-factor.module.css';
import { StepActions } from './step-actions';

interface TurnOffFormProps {
  managerId: number;
  onTurnedOff: () => void;
  onCancel: () => void;
}

interface FieldErrors {
  currentPassword?: string;
  code?: string;
}

/** Turning it off: the password and a code (the app's or a recovery code), so a session left open is not enough. */
export function TurnOffForm({ managerId, onTurnedOff, onCancel }: TurnOffFormProps) {
  const offMutation = useTurnOffTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);

  const serverErrors = offMutation.isError ? twoFactorErrors(offMutation.error) : {};
  const errors = fieldErrors ?? serverErrors;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {
      currentPassword: password === '' ? hrSessions.validation.currentPasswordRequired : undefined,
      code: code.trim() === '' ? t.codeRequired : undefined,
    };
    if (missing.currentPassword || missing.code) {
      setFieldErrors(missing);
      (missing.currentPassword ? passwordRef : codeRef).current?.focus();
      return;
    }
    setFieldErrors(null);
    offMutation.mutate(
      { managerId, currentPassword: password, code: code.trim() },
      {
        onSuccess: () => {
          notifySaved(t.turnedOff);
          onTurnedOff();
        },
        onError: (error) => {
          const named = twoFactorErrors(error);
          if (named.currentPassword) passwordRef.current?.focus();
          else if (named.code) codeRef.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>{t.turnOffIntro}</Text>
        <PasswordInput
          label={t.currentPassword}
          ref={passwordRef}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.currentPassword}
        />
        <TextInput
          label={t.offCode}
          ref={codeRef}
          classNames={{ wrapper: classes.codeField }}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
        />
        {serverErrors.form ? <FormError>{serverErrors.form}</FormError> : null}
        <StepActions label={t.turnOff} pending={offMutation.isPending} onCancel={onCancel} danger />
      </Stack>
    </form>
  );
}
