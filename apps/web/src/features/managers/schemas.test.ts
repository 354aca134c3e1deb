import { describe, expect, it } from 'vitest';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import {
  emptyPasswordChangeForm,
  emptyRegisterForm,
  passwordChangeFormSchema,
  registerFormSchema,
  settingsFormSchema,
  toCreateManagerRequest,
  toProfileFormValues,
  toSettingsFormValues,
  toSettingsRequest,
  type SettingsFormValues,
} from './schemas';

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

describe('settingsFormSchema', () => {
  const stored = { name: 'Ana', surname: 'Kovač', email: 'ana@example.com', dateOfBirth: '1990-03-15', kidMale: false };
  const schema = settingsFormSchema(stored.email);
  const issuesOf = (values: SettingsFormValues) => schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('asks for no password while the e-mail stays (also typed in capitals or with spaces)', () => {
    expect(issuesOf(toSettingsFormValues(stored))).toEqual([]);
    expect(issuesOf({ ...toSettingsFormValues(stored), email: ' ANA@Example.com ' })).toEqual([]);
  });

  it('asks for the current password once the e-mail differs', () => {
    expect(issuesOf({ ...toSettingsFormValues(stored), email: 'nova@example.com' })).toEqual([
      ['currentPassword', hrSessions.validation.currentPasswordRequired],
    ]);
    expect(issuesOf({ ...toSettingsFormValues(stored), email: 'nova@example.com', currentPassword: 'tajna123' })).toEqual([]);
  });
});

describe('toSettingsRequest', () => {
  const stored = { name: 'Ana', surname: 'Kovač', email: 'ana@example.com', dateOfBirth: '1990-03-15', kidMale: false };

  it('sends the current password only with a new e-mail', () => {
    const typed = { ...toSettingsFormValues(stored), currentPassword: 'tajna123' };
    expect(toSettingsRequest(typed, stored.email)).not.toHaveProperty('currentPassword');
    expect(toSettingsRequest({ ...typed, email: 'nova@example.com' }, stored.email)).toMatchObject({
      email: 'nova@example.com',
      currentPassword: 'tajna123',
    });
  });
});

describe('passwordChangeFormSchema', () => {
  const issuesOf = (values: typeof emptyPasswordChangeForm) =>
    passwordChangeFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('asks for each field of an empty form in Croatian', () => {
    expect(issuesOf(emptyPasswordChangeForm)).toEqual([
      ['currentPassword', hrSessions.validation.currentPasswordRequired],
      ['newPassword', hr.validation.passwordRequired],
      ['newPassword', hr.validation.passwordTooShort],
      ['confirmation', hrSessions.validation.confirmationRequired],
    ]);
  });

  it('refuses a short new password and a confirmation that differs', () => {
    expect(issuesOf({ currentPassword: 'stara', newPassword: '123', confirmation: '124' })).toEqual([
      ['newPassword', hr.validation.passwordTooShort],
      ['confirmation', hrSessions.validation.passwordsDiffer],
    ]);
    expect(issuesOf({ currentPassword: 'stara', newPassword: 'nova-lozinka', confirmation: 'nova-lozinka' })).toEqual([]);
  });
});
