import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { twoFactorErrors } from './errors';

describe('twoFactorErrors', () => {
  it('names the password for a wrong password', () => {
    expect(twoFactorErrors(new ApiError(403, 'wrong_password', 'x'))).toEqual({ currentPassword: 'Trenutna lozinka nije tačna.' });
  });

  it('names the code for a wrong first code (400) and a wrong code when turning off (403)', () => {
    const wrong = { code: 'Kôd nije tačan. Pokušajte ponovo.' };
    expect(twoFactorErrors(new ApiError(400, 'validation_failed', 'x', { code: 'wrong_code' }))).toEqual(wrong);
    expect(twoFactorErrors(new ApiError(403, 'wrong_code', 'x', { code: 'wrong_code' }))).toEqual(wrong);
  });

  it('asks to wait after too many attempts, whatever the code', () => {
    expect(twoFactorErrors(new ApiError(429, 'too_many_requests', 'x'))).toEqual({ form: 'Previše pogrešnih pokušaja. Pokušajte ponovo za minutu.' });
  });

  it('says when another window has turned it on meanwhile', () => {
    expect(twoFactorErrors(new ApiError(409, 'two_factor_on', 'x')).form).toBe('Prijava u dva koraka je već uključena, možda u drugom prozoru.');
  });

  it('asks to start again when nothing is pending any more', () => {
    expect(twoFactorErrors(new ApiError(409, 'two_factor_off', 'x')).form).toBe('Postavljanje je isteklo. Počnite ponovo.');
  });

  it('falls back to the general message', () => {
    expect(twoFactorErrors(new Error('offline')).form).toBeTruthy();
    expect(twoFactorErrors(new ApiError(500, 'internal', 'x')).form).toBeTruthy();
  });
});
