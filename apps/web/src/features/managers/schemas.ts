import type { CreateManagerRequest, UpdateManagerRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { personFields } from '@/lib/person-fields';

const { name, surname, email, password, dateOfBirth, gender } = personFields;

export const profileFormSchema = z.object({ name, surname, email, dateOfBirth, gender });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const registerFormSchema = profileFormSchema.extend({ password });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const emptyRegisterForm: RegisterFormValues = {
  name: '',
  surname: '',
  email: '',
  password: '',
  dateOfBirth: '',
  gender: '',
};

export function toCreateManagerRequest(values: RegisterFormValues): CreateManagerRequest {
  const { gender, ...rest } = registerFormSchema.parse(values);
  return { ...rest, kidMale: gender === 'male' };
}

export function toUpdateManagerRequest(values: ProfileFormValues): UpdateManagerRequest {
  const { gender, ...rest } = profileFormSchema.parse(values);
  return { ...rest, kidMale: gender === 'male' };
}

export function toProfileFormValues(user: UpdateManagerRequest): ProfileFormValues {
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    gender: user.kidMale ? 'male' : 'female',
  };
}
