import { zodResolver } from '@hookform/resolvers/zod';
import type { ManagerProfile } from '@plan-dan/contract';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { PasswordInput } from '@/components/password-input';
import { TextLink } from '@/components/text-link';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { MIN_DATE_OF_BIRTH, todayIso } from '@/lib/dates';
import { useRegisterManager } from '../api/register-manager';
import { profileFieldErrors, type ProfileField } from '../errors';
import { emptyRegisterForm, registerFormSchema, toCreateManagerRequest, type RegisterFormValues } from '../schemas';
import { GenderField } from './gender-field';

const formFieldOf: Record<ProfileField, keyof RegisterFormValues> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  password: 'password',
  dateOfBirth: 'dateOfBirth',
  kidMale: 'gender',
};

export function RegisterForm({ onRegistered }: { onRegistered: (profile: ManagerProfile) => void }) {
  const registerMutation = useRegisterManager();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyRegisterForm,
    mode: 'onTouched',
  });

  const onSubmit = (values: RegisterFormValues) =>
    registerMutation.mutate(toCreateManagerRequest(values), {
      onSuccess: onRegistered,
      onError: (error) => {
        // What was typed stays in the form; only the messages change.
        const fieldErrors = Object.entries(profileFieldErrors(error)) as [ProfileField, string][];
        fieldErrors.forEach(([field, message], index) =>
          setError(formFieldOf[field], { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      },
    });

  const hasFieldErrors = registerMutation.isError && Object.keys(profileFieldErrors(registerMutation.error)).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={hr.profile.name}
            autoComplete="given-name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={hr.profile.surname}
            autoComplete="family-name"
            required
            error={errors.surname?.message}
            {...register('surname')}
          />
          <TextInput
            label={hr.profile.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={hr.profile.password}
            autoComplete="new-password"
            required
            description={hr.register.passwordHint}
            error={errors.password?.message}
            {...register('password')}
          />
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
        {registerMutation.isError && !hasFieldErrors ? (
          <FormError>{hr.app.genericError}</FormError>
        ) : null}
        <PrimaryButton type="submit" fullWidth loading={registerMutation.isPending}>
          {hr.register.submit}
        </PrimaryButton>
        <Text ta="center" size="sm">
          {hr.register.hasAccount}{' '}
          <TextLink to="/login">{hr.register.toLogin}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
