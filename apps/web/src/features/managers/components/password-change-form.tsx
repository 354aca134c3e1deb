import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormError, FormNotice } from '@/components/form-message';
import { NewPasswordInput, PasswordInput } from '@/components/password-input';
import { PrimaryButton } from '@/components/primary-button';
import { hrSessions } from '@/i18n/hr-sessions';
import { notifySaved } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { formErrorMessage, passwordChangeFieldErrors } from '../errors';
import { emptyPasswordChangeForm, passwordChangeFormSchema, type PasswordChangeFormValues } from '../schemas';

const t = hrSessions.settings;

/** 'Promjena lozinke': the manager stays logged in here; the server logs out every other device. */
export function PasswordChangeForm({ managerId }: { managerId: number }) {
  const changeMutation = useChangePassword();
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: emptyPasswordChangeForm,
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = ({ currentPassword, newPassword }: PasswordChangeFormValues) =>
    changeMutation.mutate(
      { managerId, currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(emptyPasswordChangeForm);
          notifySaved(t.passwordChangedToast);
        },
        // What was typed stays: a mistyped current password is corrected, not everything typed again.
        onError: (error) =>
          (Object.entries(passwordChangeFieldErrors(error)) as [keyof PasswordChangeFormValues, string][]).forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          ),
      },
    );

  const hasFieldErrors = changeMutation.isError && Object.keys(passwordChangeFieldErrors(changeMutation.error)).length > 0;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        <PasswordInput
          label={t.currentPassword}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NewPasswordInput label={t.newPassword} error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordInput
            label={t.confirmPassword}
            autoComplete="new-password"
            required
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
        </SimpleGrid>
        {changeMutation.isSuccess ? <FormNotice>{t.passwordChanged}</FormNotice> : null}
        {changeMutation.isError && !hasFieldErrors ? <FormError>{formErrorMessage(changeMutation.error)}</FormError> : null}
        <PrimaryButton type="submit" loading={changeMutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.changePassword}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
