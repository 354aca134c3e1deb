import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { codeStepError } from './login-code-error';

describe('codeStepError', () => {
  it('names the code when it is wrong', () => {
    expect(codeStepError(new ApiError(401, 'wrong_code', 'x', { code: 'wrong_code' }))).toEqual({ code: 'Kôd nije tačan. Pokušajte ponovo.' });
  });

  it('asks to wait after too many attempts', () => {
    expect(codeStepError(new ApiError(429, 'too_many_requests', 'x'))).toEqual({ form: 'Previše pogrešnih pokušaja. Pričekajte nekoliko minuta pa pokušajte ponovo.' });
  });

  it('tells a password that is no longer right under the form', () => {
    expect(codeStepError(new ApiError(401, 'invalid_credentials', 'x'))).toEqual({ form: 'Nevalidni kredencijali!' });
  });

  it('falls back to the general message when the server was not reached', () => {
    expect(codeStepError(new ApiError(0, 'network_error', 'x'))).toEqual({ form: 'Desila se greška prilikom prijave' });
  });
});
