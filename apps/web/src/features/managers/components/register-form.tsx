import { zodResolver } from '@hookform/resolvers/zod';
import type { ManagerProfile } from '@plan-dan/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { NewPasswordInput } from '@/components/password-input';
import { TextLink } from '@/components/text-link';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { useRegisterManager } from '../api/register-manager';
import { profileFieldErrors, showProfileFieldErrors } from '../errors';
import { emptyRegisterForm, registerFormSchema, toCreateManagerRequest, type RegisterFormValues } from '../schemas';
import { BirthAndGenderFields, EmailField, NameFields } from './profile-fields';

export function RegisterForm({ onRegistered }: { onRegistered: (profile: ManagerProfile) => void }) {
  const registerMutation = useRegisterManager();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyRegisterForm,
    mode: 'onTouched',
  });
  const onSubmit = (values: RegisterFormValues) =>
    registerMutation.mutate(toCreateManagerRequest(values), {
      onSuccess: onRegistered,
      onError: (error) =>
        showProfileFieldErrors(error, form.setError),
    });

  const hasFieldErrors = registerMutation.isError && Object.keys(profileFieldErrors(registerMutation.error)).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <NameFields />
            <EmailField />
            <NewPasswordField />
            <BirthAndGenderFields />
          </SimpleGrid>
          {registerMutation.isError && !hasFieldErrors ? <FormError>{hr.app.genericError}</FormError> : null}
          <PrimaryButton type="submit" fullWidth loading={registerMutation.isPending}>
            {hr.register.submit}
          </PrimaryButton>
          <Text ta="center" size="sm">
            {hr.register.hasAccount}{' '}
            <TextLink to="/login">{hr.register.toLogin}</TextLink>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Registered by its own component, in screen order with the shared fields: the form focuses the first
 * registered field in error, and that must be Ime, not the password.
 */
function NewPasswordField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return <NewPasswordInput error={errors.password?.message} {...register('password')} />;
}
