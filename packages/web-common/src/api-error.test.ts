import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the server error shape with its fields', () => {
    const error = toApiError(400, { error: { code: 'validation_failed', message: 'bad', fields: { email: 'invalid', n: 1 } } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { email: 'invalid' } });
  });

  it('turns any other answer into an unexpected_response error', () => {
    expect(toApiError(502, '<html>')).toMatchObject({ status: 502, code: 'unexpected_response' });
  });

  it('reads the code, message and fields of the error shape', () => {
    const error = toApiError(409, {
      error: { code: 'email_taken', message: 'E-mail address is already used', fields: { email: 'email_taken' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('email_taken');
    expect(error.fields).toEqual({ email: 'email_taken' });
  });

  it('turns a body that is not the error shape into unexpected_response', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.code).toBe('unexpected_response');
    expect(error.fields).toEqual({});
  });

  it('ignores field entries that are not strings', () => {
    expect(toApiError(400, { error: { code: 'validation_failed', message: 'x', fields: { a: 1, b: 'bad' } } }).fields).toEqual({
      b: 'bad',
    });
  });

  it('uses the code as the message when the server sent none', () => {
    expect(toApiError(404, { error: { code: 'not_found' } })).toMatchObject({ message: 'not_found', fields: {} });
  });
});

describe('isApiError', () => {
  it('tells an API failure from any other error', () => {
    expect(isApiError(new ApiError(404, 'not_found', 'Not found'))).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ status: 404, code: 'not_found' })).toBe(false);
  });
});
