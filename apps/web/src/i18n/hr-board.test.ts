import { describe, expect, it } from 'vitest';
import { hrBoard, pluralForm } from './hr-board';

describe('hrBoard', () => {
  it('agrees with the number', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(pluralForm)).toEqual([
      'one', 'few', 'few', 'many', 'many', 'many', 'many', 'one', 'few', 'many', 'one', 'many',
    ]);
    expect(hrBoard.progress(3, 5)).toBe('3 od 5 zadataka');
    expect(hrBoard.progress(0, 1)).toBe('0 od 1 zadatka');
    expect(hrBoard.progress(1, 3)).toBe('1 od 3 zadatka');
    expect(hrBoard.photos(1)).toBe('1 slika čeka pregled');
    expect(hrBoard.photos(3)).toBe('3 slike čekaju pregled');
    expect(hrBoard.photos(5)).toBe('5 slika čeka pregled');
    expect(hrBoard.late(1)).toBe('1 zadatak kasni');
    expect(hrBoard.late(2)).toBe('2 zadatka kasne');
    expect(hrBoard.unread(1)).toBe('1 nova poruka');
    expect(hrBoard.unread(2)).toBe('2 nove poruke');
    expect(hrBoard.unread(7)).toBe('7 novih poruka');
  });
});
