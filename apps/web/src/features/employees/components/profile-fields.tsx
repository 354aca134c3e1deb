import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { hr } from '@/i18n/hr';
import { MIN_DATE_OF_BIRTH, todayIso } from '@/lib/dates';
import type { ProfileFormValues } from '../schemas';

const genderOptions = [
  { value: '', label: hr.employees.pickGender, disabled: true },
  { value: 'male', label: hr.profile.male },
  { value: 'female', label: hr.profile.female },
];

/** The profile fields shared by the add form and the Detalji edit form (both provide the form context). */
function useProfileForm() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return { register, errors };
}

export function NameFields() {
  const { register, errors } = useProfileForm();
  return (
    <>
      <TextInput label={hr.profile.name} required autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextInput label={hr.profile.surname} required autoComplete="off" error={errors.surname?.message} {...register('surname')} />
    </>
  );
}

export function BirthAndGenderFields() {
  const { register, errors } = useProfileForm();
  return (
    <>
      <TextInput
        label={hr.profile.dateOfBirth}
        type="date"
        min={MIN_DATE_OF_BIRTH}
        max={todayIso()}
        required
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <NativeSelect
        label={hr.profile.gender}
        data={genderOptions}
        required
        size="md"
        error={errors.gender?.message}
        {...register('gender')}
      />
    </>
  );
}

/** Kvalitete, Preferencije, Specijalni zahtjevi: optional notes, full width. */
export function NoteFields() {
  const { register, errors } = useProfileForm();
  return (
    <SimpleGrid cols={1} spacing="md">
      <Textarea label={hr.employees.qualities} rows={2} size="md" error={errors.qualities?.message} {...register('qualities')} />
      <Textarea label={hr.employees.preferences} rows={2} size="md" error={errors.preferences?.message} {...register('preferences')} />
      <Textarea label={hr.employees.special} rows={2} size="md" error={errors.special?.message} {...register('special')} />
    </SimpleGrid>
  );
}
