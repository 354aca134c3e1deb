import type { Employee } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { employeeFieldErrors } from './errors';
import { createFormSchema, emptyCreateForm, focusFirstInvalid, toCreateEmployeeRequest, toProfileFormValues, toUpdateEmployeeRequest } from './schemas';

const filled = {
  ...emptyCreateForm,
  name: ' Amir ',
  surname: 'Hadžić',
  email: 'amir@example.com',
  password: 'tajna-1',
  dateOfBirth: '2000-03-15',
  gender: 'male',
  qualities: 'Marljiv',
  consent: true,
};

describe('the add form', () => {
  it('names every required field in Croatian, gender included', () => {
    const result = createFormSchema.safeParse(emptyCreateForm);
    expect(result.success).toBe(false);
    // The form shows the first message of each field.
    const messages = Object.fromEntries(result.error!.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Unesite ime.',
      surname: 'Unesite prezime.',
      email: 'Unesite email.',
      password: 'Unesite lozinku.',
      dateOfBirth: 'Unesite datum rođenja.',
      gender: 'Odaberite spol.',
      consent: 'Potvrdite da imate pristanak za čuvanje podataka.',
    });
  });

  it('sends blank notes as null and the gender as kidMale', () => {
    expect(toCreateEmployeeRequest(filled)).toEqual({
      name: 'Amir',
      surname: 'Hadžić',
      email: 'amir@example.com',
      password: 'tajna-1',
      kidMale: true,
      dateOfBirth: '2000-03-15',
      qualities: 'Marljiv',
      preferences: null,
      special: null,
      consentGiven: true,
    });
  });

  it('refuses a date of birth in the future', () => {
    expect(createFormSchema.safeParse({ ...filled, dateOfBirth: '2999-01-01' }).success).toBe(false);
  });
});

describe('the profile form', () => {
  const employee: Employee = {
    id: 7,
    name: 'Emina',
    surname: 'Mehić',
    email: 'emina@example.com',
    kidMale: false,
    dateOfBirth: '2001-05-02',
    qualities: null,
    preferences: 'Rad u timu',
    special: null,
    managerId: 1,
    emailLoginAllowed: true,
    role: 'owner',
    ownerName: 'Ana Kovačević',
    consentGivenAt: null,
  };

  it('round-trips an employee: nulls become empty fields and back', () => {
    const values = toProfileFormValues(employee);
    expect(values).toMatchObject({ gender: 'female', qualities: '', preferences: 'Rad u timu' });
    expect(toUpdateEmployeeRequest(values)).toEqual({
      name: 'Emina',
      surname: 'Mehić',
      kidMale: false,
      dateOfBirth: '2001-05-02',
      qualities: null,
      preferences: 'Rad u timu',
      special: null,
    });
  });
});

describe('employeeFieldErrors', () => {
  it('puts a taken e-mail next to the e-mail field', () => {
    expect(employeeFieldErrors(new ApiError(409, 'email_taken', 'taken'))).toEqual({ email: 'E-mail već postoji. Molimo izaberite drugi!' });
  });

  it('maps the server field names to the form fields, kidMale to the gender select', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', { kidMale: 'invalid_type', special: 'too_big', unknown: 'x' });
    expect(employeeFieldErrors(error)).toEqual({ gender: 'Odaberite spol.', special: 'Tekst je predug.' });
  });

  it('names no field for other failures', () => {
    expect(employeeFieldErrors(new ApiError(0, 'network_error', 'offline'))).toEqual({});
    expect(employeeFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field in screen order, not in the order the errors came', () => {
    const focused: string[] = [];
    focusFirstInvalid({ email: {}, surname: {} }, ['name', 'surname', 'email'] as const, (field) => focused.push(field));
    expect(focused).toEqual(['surname']);
  });
});
