import { describe, expect, it } from 'vitest';
import { hr } from '@/i18n/hr';
import { emptyRegisterForm, registerFormSchema, toCreateManagerRequest, toProfileFormValues } from './schemas';

const valid = {
  name: ' Ana ',
  surname: 'Kovač',
  email: 'ana@example.com',
  password: 'tajna123',
  dateOfBirth: '1990-03-15',
  gender: 'female',
};

/** The first message per field, the one the form shows. */
const messagesOf = (values: unknown) => {
  const result = registerFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('registerFormSchema', () => {
  it('asks for every field of an empty form in Croatian', () => {
    expect(messagesOf(emptyRegisterForm)).toEqual({
      name: hr.validation.nameRequired,
      surname: hr.validation.surnameRequired,
      email: hr.validation.emailRequired,
      password: hr.validation.passwordRequired,
      dateOfBirth: hr.validation.dateOfBirthRequired,
      gender: hr.validation.genderRequired,
    });
  });

  it('refuses a malformed e-mail, a short password and a future date of birth', () => {
    expect(messagesOf({ ...valid, email: 'ana@', password: '123', dateOfBirth: '2999-01-01' })).toEqual({
      email: hr.validation.emailInvalid,
      password: hr.validation.passwordTooShort,
      dateOfBirth: hr.validation.dateOfBirthInvalid,
    });
  });
});

describe('toCreateManagerRequest', () => {
  it('trims the names and turns the gender into kidMale', () => {
    expect(toCreateManagerRequest(valid)).toEqual({
      name: 'Ana',
      surname: 'Kovač',
      email: 'ana@example.com',
      password: 'tajna123',
      dateOfBirth: '1990-03-15',
      kidMale: false,
    });
    expect(toCreateManagerRequest({ ...valid, gender: 'male' }).kidMale).toBe(true);
  });
});

describe('toProfileFormValues', () => {
  it('shows kidMale true as Muški', () => {
    expect(
      toProfileFormValues({ name: 'A', surname: 'B', email: 'a@b.hr', dateOfBirth: '2000-01-01', kidMale: true }).gender,
    ).toBe('male');
  });
});
