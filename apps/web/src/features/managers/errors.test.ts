import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { formErrorMessage, passwordChangeFieldErrors, profileFieldErrors, showProfileFieldErrors } from './errors';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it('says the credentials are invalid on a 401', () => {
    expect(loginErrorMessage(new ApiError(401, 'invalid_credentials', 'x'))).toBe('Nevalidni kredencijali!');
  });

  it('asks to wait after too many attempts', () => {
    expect(loginErrorMessage(new ApiError(429, 'too_many_requests', 'x'))).toBe(hr.login.tooManyAttempts);
  });

  it('reports a network failure or a server error as a failed login', () => {
    expect(loginErrorMessage(new ApiError(0, 'network_error', 'x'))).toBe('Desila se greška prilikom prijave');
    expect(loginErrorMessage(new ApiError(500, 'internal_error', 'x'))).toBe('Desila se greška prilikom prijave');
    expect(loginErrorMessage(new Error('boom'))).toBe('Desila se greška prilikom prijave');
  });
});

describe('profileFieldErrors', () => {
  it('puts the taken e-mail message on the e-mail field', () => {
    const error = new ApiError(409, 'email_taken', 'taken', { email: 'email_taken' });
    expect(profileFieldErrors(error)).toEqual({ email: 'E-mail već postoji. Molimo izaberite drugi!' });
  });

  it('still marks the e-mail field when a 409 names no field', () => {
    expect(profileFieldErrors(new ApiError(409, 'email_taken', 'taken'))).toEqual({ email: hr.validation.emailTaken });
  });

  it('maps each named field to its Croatian message and ignores unknown ones', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid input', {
      dateOfBirth: 'date_out_of_range',
      name: 'Too small',
      body: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(profileFieldErrors(error)).toEqual({
      dateOfBirth: hr.validation.dateOfBirthInvalid,
      name: hr.validation.nameInvalid,
    });
  });

  it('answers nothing for an error that is not from the API', () => {
    expect(profileFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('showProfileFieldErrors', () => {
  it("puts each named field's message on the form's field, kidMale on the gender radios, focusing only the first", () => {
    const calls: [string, string | undefined, boolean | undefined][] = [];
    const error = new ApiError(400, 'validation_failed', 'bad', { name: 'too_long', kidMale: 'invalid_type' });
    showProfileFieldErrors<{ name: string; gender: string }>(error, (field, { message }, options) => {
      calls.push([field, message, options?.shouldFocus]);
    });
    expect(calls).toEqual([
      ['name', hr.validation.nameInvalid, true],
      ['gender', hr.validation.genderRequired, false],
    ]);
  });

  it('touches no field when the failure names none', () => {
    const calls: string[] = [];
    showProfileFieldErrors<{ name: string }>(new ApiError(0, 'network_error', 'x'), (field) => void calls.push(field));
    expect(calls).toEqual([]);
  });
});

describe('a wrong current password', () => {
  const wrong = new ApiError(403, 'wrong_password', 'x', { currentPassword: 'wrong_password' });

  it('is named next to the current-password field of the profile and of the password change', () => {
    expect(profileFieldErrors(wrong)).toEqual({ currentPassword: 'Trenutna lozinka nije tačna.' });
    expect(passwordChangeFieldErrors(wrong)).toEqual({ currentPassword: 'Trenutna lozinka nije tačna.' });
    expect(passwordChangeFieldErrors(new ApiError(403, 'wrong_password', 'x'))).toEqual({ currentPassword: hrSessions.validation.wrongPassword });
  });

  it('puts a refused new password next to its field', () => {
    expect(passwordChangeFieldErrors(new ApiError(400, 'validation_failed', 'x', { newPassword: 'too_small' }))).toEqual({
      newPassword: hr.validation.passwordInvalid,
    });
  });
});

describe('formErrorMessage', () => {
  it('asks to wait after too many wrong passwords, and to try again otherwise', () => {
    expect(formErrorMessage(new ApiError(429, 'too_many_requests', 'x'))).toBe('Previše pogrešnih pokušaja. Pokušajte ponovo za minutu.');
    expect(formErrorMessage(new ApiError(0, 'network_error', 'x'))).toBe(hr.app.genericError);
    expect(formErrorMessage(new Error('boom'))).toBe(hr.app.genericError);
  });
});
