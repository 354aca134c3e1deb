import { Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorSetup } from '@plan-dan/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/form-message';
import { hrTwoFactor as t } from '@/i18n/hr-two-factor';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { twoFactorErrors } from '../errors';
import { groupSecret } from '../format';
import { SetupQrCode } from './setup-qr-code';
import classes from './two-factor.module.css';
import { StepActions } from './step-actions';

interface SetupFormProps {
  managerId: number;
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code (or the key to type) for the app, then the app's first code, which proves it works. */
export function SetupForm({ managerId, setup, onConfirmed, onCancel }: SetupFormProps) {
  const confirmMutation = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  const scanRef = useRef<HTMLParagraphElement>(null);
  // The password field just went away: the reader continues at the instruction above the QR code.
  // The step starts at its first sentence: scrolled to the top of the screen, so the QR code, the key and the code
  // field below it come into view rather than staying where the password field was.
  useEffect(() => {
    scanRef.current?.scrollIntoView({ block: 'start' });
    scanRef.current?.focus({ preventScroll: true });
  }, []);

  const errors = confirmMutation.isError ? twoFactorErrors(confirmMutation.error) : {};
  const codeError = fieldError ?? errors.code;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setFieldError(t.codeRequired);
      codeRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    confirmMutation.mutate(
      { managerId, code: code.trim() },
      { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes), onError: () => codeRef.current?.focus() },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text ref={scanRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t.scan}
        </Text>
        <SetupQrCode value={setup.otpauthUrl} label={t.qrLabel} />
        <Stack gap={4}>
          <Text size="sm">{t.cannotScan}</Text>
          <p className={classes.secret}>
            {groupSecret(setup.secret)}
          </p>
        </Stack>
        <TextInput
          label={t.appCode}
          description={t.appCodeHint}
          ref={codeRef}
          classNames={{ wrapper: classes.codeField }}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeError}
        />
        {errors.form && !errors.code ? <FormError>{errors.form}</FormError> : null}
        <StepActions label={t.confirm} pending={confirmMutation.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
