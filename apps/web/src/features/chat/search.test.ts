import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

const žana = { name: 'Žana', surname: 'Čolić' };
const amir = { name: 'Amir', surname: 'Hadžić' };

describe('matchesSearch', () => {
  it('finds by name or surname, whatever the case', () => {
    expect(matchesSearch(amir, 'amir')).toBe(true);
    expect(matchesSearch(amir, 'HADŽ')).toBe(true);
    expect(matchesSearch(amir, 'emina')).toBe(false);
  });

  it('finds by name and surname together, with stray spaces', () => {
    expect(matchesSearch(amir, '  amir   hadž ')).toBe(true);
    expect(matchesSearch(amir, 'hadžić amir')).toBe(false);
  });

  it('matches č, ć, đ, š and ž as typed, upper or lower case', () => {
    expect(matchesSearch(žana, 'žana')).toBe(true);
    expect(matchesSearch(žana, 'ČOL')).toBe(true);
    expect(matchesSearch(žana, 'zana')).toBe(false);
    expect(matchesSearch(žana, 'colic')).toBe(false);
    expect(matchesSearch({ name: 'Đana', surname: 'Šarić' }, 'đana šar')).toBe(true);
  });

  it('reads a letter typed as a letter plus its accent the same as the single letter', () => {
    expect(matchesSearch(žana, 'Z\u030Cana')).toBe(true);
  });

  it('shows everyone for an empty search', () => {
    expect(matchesSearch(amir, '')).toBe(true);
    expect(matchesSearch(amir, '   ')).toBe(true);
  });
});
