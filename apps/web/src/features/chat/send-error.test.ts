import { ApiError } from '@plan-dan/web-common/api-error';
import { describe, expect, it } from 'vitest';
import { draftProblem, sendErrorText } from './send-error';

describe('draftProblem', () => {
  it('lets 2,000 characters go and refuses one more, counting without the spaces around', () => {
    expect(draftProblem('a'.repeat(2000))).toBeNull();
    expect(draftProblem(`  ${'a'.repeat(2000)}\n`)).toBeNull();
    expect(draftProblem('a'.repeat(2001))).toBe('Poruka može imati najviše 2.000 znakova. Skratite je pa pošaljite.');
  });
});

describe('sendErrorText', () => {
  it('says why a message did not go, keeping the text', () => {
    expect(sendErrorText(new ApiError(0, 'network_error', ''))).toMatch(/^Poruka nije poslana: nema veze sa serverom\./);
    expect(sendErrorText(new ApiError(429, 'too_many_requests', ''))).toMatch(/^Poslali ste previše poruka zaredom\./);
    expect(sendErrorText(new ApiError(404, 'not_found', ''))).toBe('Ovaj zaposlenik više ne postoji. Poruka nije poslana.');
    expect(sendErrorText(new ApiError(400, 'validation_failed', '', { text: 'control_characters' }))).toBe('Poruka sadrži znakove koji se ne mogu poslati.');
    expect(sendErrorText(new ApiError(500, 'internal', ''))).toMatch(/^Poruka nije poslana\. Tekst je sačuvan/);
    expect(sendErrorText(new Error('boom'))).toMatch(/^Poruka nije poslana\./);
  });
});
