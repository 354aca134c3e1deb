import { Group, Radio, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { hr } from '@/i18n/hr';
import { MIN_DATE_OF_BIRTH, todayIso } from '@/lib/dates';
import type { ProfileFormValues } from '../schemas';

/** The manager's profile fields, shared by registration and Postavke (both provide the form context). */
function useProfileForm() {
  return useFormContext<ProfileFormValues>();
}

export function NameFields() {
  const {
    register,
    formState: { errors },
  } = useProfileForm();
  return (
    <>
      <TextInput label={hr.profile.name} autoComplete="given-name" required error={errors.name?.message} {...register('name')} />
      <TextInput
        label={hr.profile.surname}
        autoComplete="family-name"
        required
        error={errors.surname?.message}
        {...register('surname')}
      />
    </>
  );
}

export function EmailField() {
  const {
    register,
    formState: { errors },
  } = useProfileForm();
  return (
    <TextInput
      label={hr.profile.email}
      type="email"
      autoComplete="email"
      required
      error={errors.email?.message}
      {...register('email')}
    />
  );
}

/** Date of birth, and Muški / Ženski as two radios ('male' stands for kidMale true). */
export function BirthAndGenderFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useProfileForm();
  return (
    <>
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
          <Radio.Group
            label={hr.profile.gender}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
            size="md"
          >
            <Group gap="xl" mt={10} mih={24}>
              {/* The ref lets the form focus the first radio when the field is in error. */}
              <Radio ref={field.ref} value="male" label={hr.profile.male} onBlur={field.onBlur} />
              <Radio value="female" label={hr.profile.female} onBlur={field.onBlur} />
            </Group>
          </Radio.Group>
        )}
      />
    </>
  );
}
