import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError, FormNotice } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import type { SessionUser } from '@/lib/session';
import { useUpdateManager } from '../api/update-manager';
import { profileFieldErrors, showProfileFieldErrors } from '../errors';
import { profileFormSchema, toProfileFormValues, toUpdateManagerRequest, type ProfileFormValues } from '../schemas';
import { BirthAndGenderFields, EmailField, NameFields } from './profile-fields';

export function SettingsForm({ user }: { user: SessionUser }) {
  const updateMutation = useUpdateManager();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(user),
    mode: 'onTouched',
  });

  const onSubmit = (values: ProfileFormValues) =>
    updateMutation.mutate(
      { user, changes: toUpdateManagerRequest(values) },
      {
        onSuccess: (updated) => form.reset(toProfileFormValues(updated)),
        onError: (error) =>
          showProfileFieldErrors(error, form.setError),
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <BirthAndGenderFields />
          </SimpleGrid>
          {updateMutation.isSuccess ? <FormNotice>{hr.settings.saved}</FormNotice> : null}
          {updateMutation.isError && !hasFieldErrors ? <FormError>{hr.app.genericError}</FormError> : null}
          <PrimaryButton type="submit" loading={updateMutation.isPending} style={{ alignSelf: 'flex-start' }}>
            {hr.settings.submit}
          </PrimaryButton>
        </Stack>
      </form>
    </FormProvider>
  );
}
