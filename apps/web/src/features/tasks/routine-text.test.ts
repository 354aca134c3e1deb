import { describe, expect, it } from 'vitest';
import { describeRoutine } from './routine-text';

describe('describeRoutine', () => {
  it('says how each kind repeats, and until when', () => {
    const base = { weekdays: [], startDate: '2030-05-22', endDate: null };
    expect(describeRoutine({ ...base, kind: 'daily' })).toBe('Ponavlja se svaki dan');
    expect(describeRoutine({ ...base, kind: 'weekdays' })).toBe('Ponavlja se radnim danima (pon–pet)');
    expect(describeRoutine({ ...base, kind: 'custom', weekdays: [1, 3, 7] })).toBe('Ponavlja se na dane: pon, sri, ned');
    expect(describeRoutine({ ...base, kind: 'weekly' })).toBe('Ponavlja se svaki tjedan (srijeda)');
    expect(describeRoutine({ ...base, kind: 'monthly', startDate: '2030-01-31', endDate: '2030-12-31' })).toBe(
      'Ponavlja se svaki mjesec (31. u mjesecu) do 31/12/2030',
    );
  });
});
