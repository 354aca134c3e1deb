import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormError, FormNotice } from '@/components/form-message';
import { PasswordInput } from '@/components/password-input';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { notifySaved } from '@/lib/notify';
import type { SessionUser } from '@/lib/session';
import { useUpdateManager } from '../api/update-manager';
import { formErrorMessage, profileFieldErrors, showProfileFieldErrors } from '../errors';
import { isEmailChanged, settingsFormSchema, toSettingsFormValues, toSettingsRequest, type SettingsFormValues } from '../schemas';
import { BirthAndGenderFields, EmailField, NameFields } from './profile-fields';

export function SettingsForm({ user }: { user: SessionUser }) {
  const updateMutation = useUpdateManager();
  // After a saved e-mail change the stored address is the new one, and the password is asked no more.
  const schema = useMemo(() => settingsFormSchema(user.email), [user.email]);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toSettingsFormValues(user),
    mode: 'onTouched',
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanged = isEmailChanged(typedEmail, user.email);

  const onSubmit = (values: SettingsFormValues) =>
    updateMutation.mutate(
      { user, changes: toSettingsRequest(values, user.email) },
      {
        onSuccess: (updated) => {
          form.reset(toSettingsFormValues(updated));
          notifySaved(hr.settings.savedToast);
        },
        // What was typed stays, the current password included: a taken e-mail is corrected, not retyped.
        onError: (error) => showProfileFieldErrors(error, form.setError),
      },
    );

  const hasFieldErrors = updateMutation.isError && Object.keys(profileFieldErrors(updateMutation.error)).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <NameFields />
          </SimpleGrid>
          <EmailField />
          {emailChanged ? (
            <PasswordInput
              label={hrSessions.settings.currentPassword}
              description={hrSessions.settings.currentPasswordForEmail}
              autoComplete="current-password"
              required
              error={form.formState.errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <BirthAndGenderFields />
          </SimpleGrid>
          {updateMutation.isSuccess ? <FormNotice>{hr.settings.saved}</FormNotice> : null}
          {updateMutation.isError && !hasFieldErrors ? <FormError>{formErrorMessage(updateMutation.error)}</FormError> : null}
          <PrimaryButton type="submit" loading={updateMutation.isPending} style={{ alignSelf: 'flex-start' }}>
            {hr.settings.submit}
          </PrimaryButton>
        </Stack>
      </form>
    </FormProvider>
  );
}
