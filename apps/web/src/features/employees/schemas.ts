import { MAX_NOTE_LENGTH } from '@plan-dan/contract/constants';
import type { CreateEmployeeRequest, Employee, UpdateEmployeeRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { personFields } from '@/lib/person-fields';

const note = z.string().trim().max(MAX_NOTE_LENGTH, hr.validation.tooLong);
const { name, surname, email, password, dateOfBirth, gender } = personFields;

/** The profile as edited on the Detalji tab: e-mail and password are set once, when the employee is added. */
export const profileFormSchema = z.object({
  name,
  surname,
  dateOfBirth,
  gender,
  qualities: note,
  preferences: note,
  special: note,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The manager confirms having consent to keep the person's data (GDPR Art. 9, issue 35): required to add. */
const consent = z.boolean().refine((given) => given, hr.employees.consentRequired);

export const createFormSchema = profileFormSchema.extend({ email, password, consent });
export type CreateFormValues = z.input<typeof createFormSchema>;

export const emptyCreateForm: CreateFormValues = {
  name: '',
  surname: '',
  email: '',
  password: '',
  dateOfBirth: '',
  gender: '',
  qualities: '',
  preferences: '',
  special: '',
  consent: false,
};

/** Blank notes travel as null, so every screen shows '-' for them. */
const orNull = (value: string) => (value === '' ? null : value);

function toProfile(values: z.output<typeof profileFormSchema>): UpdateEmployeeRequest {
  return {
    name: values.name,
    surname: values.surname,
    kidMale: values.gender === 'male',
    dateOfBirth: values.dateOfBirth,
    qualities: orNull(values.qualities),
    preferences: orNull(values.preferences),
    special: orNull(values.special),
  };
}

export function toCreateEmployeeRequest(values: CreateFormValues): CreateEmployeeRequest {
  const parsed = createFormSchema.parse(values);
  return { ...toProfile(parsed), email: parsed.email, password: parsed.password, consentGiven: parsed.consent };
}

export function toUpdateEmployeeRequest(values: ProfileFormValues): UpdateEmployeeRequest {
  return toProfile(profileFormSchema.parse(values));
}

export function toProfileFormValues(employee: Employee): ProfileFormValues {
  return {
    name: employee.name,
    surname: employee.surname,
    dateOfBirth: employee.dateOfBirth,
    gender: employee.kidMale ? 'male' : 'female',
    qualities: employee.qualities ?? '',
    preferences: employee.preferences ?? '',
    special: employee.special ?? '',
  };
}

/** The fields in the order they appear on screen; the first one in error gets the focus. */
export const profileFieldOrder = ['name', 'surname', 'dateOfBirth', 'gender', 'qualities', 'preferences', 'special'] as const;
export const createFieldOrder = ['name', 'surname', 'email', 'password', 'dateOfBirth', 'gender', 'qualities', 'preferences', 'special', 'consent'] as const;

/**
 * react-hook-form would focus the first field it registered, which is not always the first on screen
 * (the add form registers e-mail and password before the shared name fields).
 */
export function focusFirstInvalid<Field extends string>(
  errors: Partial<Record<Field, unknown>>,
  order: readonly Field[],
  setFocus: (field: Field) => void,
) {
  const first = order.find((field) => errors[field]);
  if (first) setFocus(first);
}

export const fullName = (employee: Pick<Employee, 'name' | 'surname'>) => `${employee.name} ${employee.surname}`;
