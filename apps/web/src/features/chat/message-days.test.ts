import { zonedParts } from '@plan-dan/contract/time-zone';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './chat-test-data';
import { formatDay, formatListTime, toRows } from './message-days';

const sarajevo = (instant: Date) => zonedParts(instant, 'Europe/Sarajevo');
const at = (iso: string) => ({ createdAt: iso });

describe('toRows', () => {
  it('draws the oldest first, with a date line before the first message of each day', () => {
    // Newest first, as the API sends them; 23:30 UTC on the 22nd is already the 23rd in Sarajevo.
    const messages = [
      buildMessage(4, at('2026-11-23T08:05:00Z')),
      buildMessage(3, at('2026-11-22T23:30:00Z')),
      buildMessage(2, at('2026-11-22T12:00:00Z')),
      buildMessage(1, at('2026-11-22T07:15:00Z')),
    ];
    const rows = toRows(messages, sarajevo).map((row) => (row.kind === 'day' ? row.label : `${row.message._id} ${row.time}`));
    expect(rows).toEqual(['22.11.2026.', '1 08:15', '2 13:00', '23.11.2026.', '3 00:30', '4 09:05']);
  });

  it('has no rows without messages', () => {
    expect(toRows([], sarajevo)).toEqual([]);
  });
});

describe('dates', () => {
  it('writes a date as dd.MM.yyyy.', () => {
    expect(formatDay('2026-03-04')).toBe('04.03.2026.');
  });

  it("shows today's time and another day's date in the list", () => {
    expect(formatListTime('2026-11-23T08:05:00Z', '2026-11-23', sarajevo)).toBe('09:05');
    expect(formatListTime('2026-11-22T08:05:00Z', '2026-11-23', sarajevo)).toBe('22.11.2026.');
  });
});
