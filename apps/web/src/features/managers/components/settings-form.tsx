import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormError, FormNotice } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { MIN_DATE_OF_BIRTH, todayIso } from '@/lib/dates';
import type { SessionUser } from '@/lib/session';
import { useUpdateManager } from '../api/update-manager';
import { profileFieldErrors, type ProfileField } from '../errors';
import { profileFormSchema, toProfileFormValues, toUpdateManagerRequest, type ProfileFormValues } from '../schemas';
import { GenderField } from './gender-field';

const formFieldOf: Partial<Record<ProfileField, keyof ProfileFormValues>> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  dateOfBirth: 'dateOfBirth',
  kidMale: 'gender',
};

export function SettingsForm({ user }: { user: SessionUser }) {
  const updateMutation = useUpdateManager();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(user),
    mode: 'onTouched',
  });

  const onSubmit = (values: ProfileFormValues) =>
    updateMutation.mutate(
      { user, changes: toUpdateManagerRequest(values) },
      {
        onSuccess: (updated) => reset(toProfileFormValues(updated)),
        onError: (error) => {
          // A failed save keeps what was typed; the messages say what to change.
          let first = true;
          for (const [field, message] of Object.entries(profileFieldErrors(error)) as [ProfileField, string][]) {
            const formField = formFieldOf[field];
            if (!formField) continue;
            setError(formField, { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        },
      },
    );

  const hasFieldErrors = updateMutation.isError && Object.keys(profileFieldErrors(updateMutation.error)).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label={hr.profile.name} autoComplete="given-name" required error={errors.name?.message} {...register('name')} />
          <TextInput
            label={hr.profile.surname}
            autoComplete="family-name"
            required
            error={errors.surname?.message}
            {...register('surname')}
          />
        </SimpleGrid>
        <TextInput
          label={hr.profile.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={hr.profile.dateOfBirth}
            type="date"
            autoComplete="bday"
            min={MIN_DATE_OF_BIRTH}
            max={todayIso()}
            required
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <GenderField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {updateMutation.isSuccess ? (
          <FormNotice>{hr.settings.saved}</FormNotice>
        ) : null}
        {updateMutation.isError && !hasFieldErrors ? (
          <FormError>{hr.app.genericError}</FormError>
        ) : null}
        <PrimaryButton type="submit" loading={updateMutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {hr.settings.submit}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
