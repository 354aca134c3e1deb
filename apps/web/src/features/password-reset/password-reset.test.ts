import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import { isPasswordChangedState, PASSWORD_CHANGED_STATE } from '@/lib/login-notice';
import { isInvalidLink, newPasswordFieldError, resetFormErrorMessage } from './errors';
import { forgotPasswordFormSchema, newPasswordFormSchema } from './schemas';

/** The first message per field, as the form's resolver shows it. */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('the forgot form', () => {
  it('asks for a name and trims it', () => {
    expect(messagesOf(forgotPasswordFormSchema.safeParse({ username: '   ' }))).toEqual({ username: 'Unesite korisničko ime ili e-mail.' });
    expect(forgotPasswordFormSchema.parse({ username: '  ana@example.test ' })).toEqual({ username: 'ana@example.test' });
  });
});

describe('the new password form', () => {
  it('names a short password and a different repetition in Croatian', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: '12345', confirmation: '1234' }))).toEqual({
      password: 'Lozinka mora imati najmanje 6 znakova.',
      confirmation: 'Lozinke se ne podudaraju.',
    });
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: '', confirmation: '' }))).toEqual({
      password: 'Unesite lozinku.',
      confirmation: 'Ponovite lozinku.',
    });
    expect(newPasswordFormSchema.safeParse({ password: 'Nova-lozinka', confirmation: 'Nova-lozinka' }).success).toBe(true);
  });
});

describe('the server answers', () => {
  it('tells a refused link from a refused password', () => {
    const badToken = new ApiError(400, 'validation_failed', 'x', { token: 'invalid_token' });
    const weak = new ApiError(400, 'validation_failed', 'x', { password: 'too_small' });
    expect(isInvalidLink(badToken)).toBe(true);
    expect(isInvalidLink(weak)).toBe(false);
    expect(newPasswordFieldError(weak)).toBe('Lozinka mora imati između 6 i 200 znakova.');
    expect(newPasswordFieldError(badToken)).toBeUndefined();
  });

  it('asks to wait a few minutes after too many requests, and to try again otherwise', () => {
    const fallback = hrPasswordReset.validation.sendFailed;
    expect(resetFormErrorMessage(new ApiError(429, 'too_many_requests', 'x'), fallback)).toBe('Previše zahtjeva. Pokušajte ponovo za nekoliko minuta.');
    expect(resetFormErrorMessage(new ApiError(0, 'network_error', 'x'), fallback)).toBe(fallback);
  });
});

describe('the login notice', () => {
  it('is shown only for the state the new password screen sends', () => {
    expect(isPasswordChangedState(PASSWORD_CHANGED_STATE)).toBe(true);
    expect(isPasswordChangedState(null)).toBe(false);
    expect(isPasswordChangedState({ passwordChanged: 'yes' })).toBe(false);
  });
});
