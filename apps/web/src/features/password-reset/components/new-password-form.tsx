import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { NewPasswordInput, PasswordInput } from '@/components/password-input';
import { PrimaryButton } from '@/components/primary-button';
import { TextLink } from '@/components/text-link';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { isInvalidLink, newPasswordFieldError, resetFormErrorMessage } from '../errors';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas';

const t = hrPasswordReset.newPassword;

interface NewPasswordFormProps {
  token: string;
  onSaved: () => void;
  /** The server refused the link itself: no password typed here can help. */
  onInvalidLink: () => void;
}

/** The new password twice; checked before anything is sent, and what was typed stays after a failed save. */
export function NewPasswordForm({ token, onSaved, onInvalidLink }: NewPasswordFormProps) {
  const confirmMutation = useConfirmPasswordReset();
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = ({ password }: NewPasswordFormValues) =>
    confirmMutation.mutate(
      { token, password },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isInvalidLink(error)) return onInvalidLink();
          const message = newPasswordFieldError(error);
          if (message) form.setError('password', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );

  const failure = confirmMutation.isError && !newPasswordFieldError(confirmMutation.error) ? confirmMutation.error : null;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        <NewPasswordInput label={t.password} error={errors.password?.message} {...register('password')} />
        <PasswordInput
          label={t.confirmation}
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        {failure ? <FormError>{resetFormErrorMessage(failure, hrPasswordReset.validation.saveFailed)}</FormError> : null}
        <PrimaryButton type="submit" fullWidth loading={confirmMutation.isPending}>
          {t.submit}
        </PrimaryButton>
        <Text ta="center" size="sm">
          <TextLink to="/login">{t.backToLogin}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
