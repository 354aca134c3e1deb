import { describe, expect, it } from 'vitest';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { longDate, paddedDate, shortDate, timestampParts } from './dates';

describe('dates', () => {
  it("reads the date and time of an instant in the app's zone (Sarajevo when the page names none), not UTC", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Sarajevo (winter, UTC+1).
    expect(inAppZone(new Date('2024-12-31T23:30:00Z'))).toEqual({ date: '2025-01-01', time: '00:30' });
    // Summer time: UTC+2.
    expect(inAppZone(new Date('2025-07-23T21:59:00Z'))).toEqual({ date: '2025-07-23', time: '23:59' });
  });

  it('writes midnight as 00, never 24', () => {
    expect(inAppZone(new Date('2025-03-01T23:00:00Z')).time).toBe('00:00');
  });

  it('writes the home date with the Croatian weekday and no leading zeros', () => {
    expect(longDate('2023-07-23')).toBe('Nedjelja, 23.7.2023.');
    expect(longDate('2025-01-01')).toBe('Srijeda, 1.1.2025.');
    expect(longDate('2025-01-02')).toBe('Četvrtak, 2.1.2025.');
  });

  it('writes short and padded dates', () => {
    expect(shortDate('2025-05-09')).toBe('9.5.2025.');
    expect(paddedDate('2025-05-09')).toBe('09.05.2025.');
  });

  it('writes a start time as dd.MM.yyyy. and HH:mm in Sarajevo', () => {
    expect(timestampParts('2025-05-09T06:05:00.000Z')).toEqual({ date: '09.05.2025.', time: '08:05' });
  });
});
