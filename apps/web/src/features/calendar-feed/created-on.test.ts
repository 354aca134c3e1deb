import { describe, expect, it } from 'vitest';
import { createdOn } from './created-on';

describe('createdOn', () => {
  it('shows the day in the app zone, en-GB', () => {
    expect(createdOn('2026-11-26T10:00:00.000Z', 'Europe/Sarajevo')).toBe('26/11/2026');
    // 23:30 UTC is already the next day in Sarajevo.
    expect(createdOn('2026-11-26T23:30:00.000Z', 'Europe/Sarajevo')).toBe('27/11/2026');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(createdOn('not a date', 'Europe/Sarajevo')).toBe('');
  });
});
