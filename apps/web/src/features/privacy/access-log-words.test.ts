import { zonedParts } from '@plan-dan/contract/time-zone';
import { ACCESS_LOG_ACTIONS } from '@plan-dan/contract/privacy-constants';
import { describe, expect, it } from 'vitest';
import { actionSentence, entryWhen, kindFilterOptions, roleWords, toKindFilter } from './access-log-words';

describe('actionSentence', () => {
  it('puts the detail after the action’s words', () => {
    expect(actionSentence('task.created', 'Zaliti cvijeće')).toBe('Novi zadatak: Zaliti cvijeće');
    expect(actionSentence('step.rejected', 'Oprati šalicu')).toBe('Odbijena fotografija: Oprati šalicu');
    expect(actionSentence('helper.added', 'Iva Pomoćnica')).toBe('Dodan pomagač: Iva Pomoćnica');
  });

  it('says only the words before the colon without a detail', () => {
    expect(actionSentence('task.deleted', null)).toBe('Brisanje zadatka');
    expect(actionSentence('task.changed', '  ')).toBe('Promjena zadatka');
    expect(actionSentence('profile.viewed', null)).toBe('Pregled profila');
    expect(actionSentence('phone.login', null)).toBe('Prijava na telefonu');
  });

  it('has words for every action the contract knows', () => {
    for (const action of ACCESS_LOG_ACTIONS) expect(actionSentence(action, null)).toMatch(/^\p{Lu}/u);
  });
});

describe('roleWords', () => {
  it('names how the person stood to the employee', () => {
    expect(roleWords('owner')).toBe('(vlasnik)');
    expect(roleWords('helper')).toBe('(pomagač)');
    expect(roleWords('employee')).toBe('(na telefonu)');
  });
});

describe('entryWhen', () => {
  const zagreb = (instant: number) => zonedParts(instant, 'Europe/Zagreb');

  it("shows the instant's date and time in the app's zone, across midnight and a change of clocks", () => {
    expect(entryWhen('2026-11-26T23:05:00.000Z', zagreb)).toEqual({ date: '27/11/2026', time: '00:05' });
    expect(entryWhen('2026-07-01T06:30:00.000Z', zagreb)).toEqual({ date: '01/07/2026', time: '08:30' });
  });

  it('answers null for what is not a timestamp', () => {
    expect(entryWhen('nikad', zagreb)).toBeNull();
  });
});

describe('the filter', () => {
  it("offers 'Sve' first, then every kind in the contract's order", () => {
    expect(kindFilterOptions.map((option) => option.label)).toEqual([
      'Sve',
      'Pregledi',
      'Promjene',
      'Pregled fotografija',
      'Preuzimanja',
      'Pomagači',
      'Prijave na telefonu',
    ]);
  });

  it('reads a kind back, and anything else as every kind', () => {
    expect(toKindFilter('review')).toBe('review');
    expect(toKindFilter('')).toBe('');
    expect(toKindFilter('delete')).toBe('');
  });
});
