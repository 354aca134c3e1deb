import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, todayIn, zonedParts } from './time-zone.ts';

describe('zonedParts', () => {
  it('reads the date and wall-clock time in the zone, not in UTC or the computer’s zone', () => {
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(zonedParts(instant, 'Europe/Sarajevo')).toEqual({ date: '2026-01-01', time: '00:30' });
    expect(zonedParts(instant, 'America/New_York')).toEqual({ date: '2025-12-31', time: '18:30' });
    // UTC+14: a whole day ahead of much of the world.
    expect(zonedParts(instant, 'Pacific/Kiritimati')).toEqual({ date: '2026-01-01', time: '13:30' });
  });

  it('writes midnight as 00, never 24', () => {
    expect(zonedParts(new Date('2025-03-01T23:00:00Z'), 'Europe/Sarajevo').time).toBe('00:00');
  });

  it('gives today in the zone', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2025-06-30T11:00:00Z'))).toBe('2025-07-01');
    expect(todayIn('Pacific/Pago_Pago', new Date('2025-06-30T11:00:00Z'))).toBe('2025-06-30');
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Sarajevo')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantis')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
