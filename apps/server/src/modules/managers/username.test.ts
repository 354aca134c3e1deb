import { describe, expect, it } from 'vitest';
import { buildUsername } from './username.ts';

describe('buildUsername', () => {
  it('takes the first letter of the name, the surname and the id', () => {
    expect(buildUsername('Harun', 'Čehajić', 5)).toBe('hcehajic5');
  });

  it('replaces Croatian letters and drops everything outside a-z', () => {
    expect(buildUsername('Đuro', "Šimić-O'Žarko", 12)).toBe('dsimicozarko12');
  });

  it('skips a name that starts with a character it must drop', () => {
    expect(buildUsername('Ärni', 'Ban', 3)).toBe('rban3');
  });
});
