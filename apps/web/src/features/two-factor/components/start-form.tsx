import { Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@plan-dan/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-message';
import { PasswordInput } from '@/components/password-input';
import { hrSessions } from '@/i18n/hr-sessions';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { twoFactorErrors } from '../errors';
import { StepActions } from './step-actions';

interface StartFormProps {
  managerId: number;
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}

/** The first step of turning it on: the password again, since whoever holds it decides how to log in. */
export function StartForm({ managerId, onStarted, onCancel }: StartFormProps) {
  const startMutation = useStartTwoFactor();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => passwordRef.current?.focus(), []);

  const errors = startMutation.isError ? twoFactorErrors(startMutation.error) : {};
  const passwordError = fieldError ?? errors.currentPassword;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFieldError(hrSessions.validation.currentPasswordRequired);
      passwordRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    startMutation.mutate(
      { managerId, currentPassword: password },
      { onSuccess: onStarted, onError: () => passwordRef.current?.focus() },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>{t.passwordStep}</Text>
        <PasswordInput
          label={t.currentPassword}
          ref={passwordRef}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
        />
        {errors.form && !errors.currentPassword ? <FormError>{errors.form}</FormError> : null}
        <StepActions label={t.next} pending={startMutation.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
