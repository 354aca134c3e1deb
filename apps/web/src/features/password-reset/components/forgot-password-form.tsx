import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { TextLink } from '@/components/text-link';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetFormErrorMessage } from '../errors';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../schemas';

const t = hrPasswordReset.forgot;

/** One field, the name the manager logs in with; a failed request keeps what was typed. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const requestMutation = useRequestPasswordReset();
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { username: '' },
    mode: 'onSubmit',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = (values: ForgotPasswordFormValues) =>
    requestMutation.mutate(forgotPasswordFormSchema.parse(values), { onSuccess: onSent });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput label={t.username} autoComplete="username" required error={errors.username?.message} {...register('username')} />
        {requestMutation.isError ? (
          <FormError>{resetFormErrorMessage(requestMutation.error, hrPasswordReset.validation.sendFailed)}</FormError>
        ) : null}
        <PrimaryButton type="submit" fullWidth loading={requestMutation.isPending}>
          {t.submit}
        </PrimaryButton>
        <Text ta="center" size="sm">
          <TextLink to="/login">{t.backToLogin}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
