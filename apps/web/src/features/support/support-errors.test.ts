import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { recordError, withdrawError } from './support-errors';

describe('recordError', () => {
  it('names a too long note, a step that is gone, and otherwise the level that was not saved', () => {
    expect(recordError(new ApiError(400, 'validation_failed', 'x', { note: 'too_big' }), 'Gesta')).toBe('Bilješka je preduga: najviše 500 znakova.');
    expect(recordError(new ApiError(404, 'not_found', 'x'), 'Gesta')).toBe('Ovaj korak više ne postoji.');
    expect(recordError(new ApiError(0, 'network_error', 'x'), 'Gesta')).toBe('„Gesta” nije spremljeno. Provjerite vezu i dodirnite ponovno.');
    expect(recordError(new Error('boom'), 'Pokazivanje')).toBe('„Pokazivanje” nije spremljeno. Provjerite vezu i dodirnite ponovno.');
  });
});

describe('withdrawError', () => {
  it('names a step that is gone, else says the withdrawal failed', () => {
    expect(withdrawError(new ApiError(404, 'not_found', 'x'))).toBe('Ovaj korak više ne postoji.');
    expect(withdrawError(new ApiError(0, 'network_error', 'x'))).toBe('Poništavanje nije uspjelo. Pokušajte ponovno.');
  });
});
