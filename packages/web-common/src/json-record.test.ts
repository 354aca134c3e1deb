import { describe, expect, it } from 'vitest';
import { isRecord, parseJsonRecord } from './json-record';

describe('parseJsonRecord', () => {
  it('reads back a stored object', () => {
    expect(parseJsonRecord('{"id":7,"name":"Harun"}')).toEqual({ id: 7, name: 'Harun' });
  });

  it.each([null, '', 'not json', '{not json', 'null', '7', '"text"'])('answers null for %s', (raw) => {
    expect(parseJsonRecord(raw)).toBeNull();
  });
});

describe('isRecord', () => {
  it('accepts objects and arrays, refuses null and primitives', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });
});
