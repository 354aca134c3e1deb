import { describe, expect, it } from 'vitest';
import { enabledOn, groupSecret, recoveryCodesFile } from './format';

describe('groupSecret', () => {
  it('shows the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});

describe('recoveryCodesFile', () => {
  it('puts one code a line', () => {
    expect(recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe('aaaaa-bbbbb\nccccc-ddddd\n');
  });
});

describe('enabledOn', () => {
  it('tells the day in the app zone', () => {
    // 23:30 UTC on 31 May is already 1 June in Sarajevo.
    expect(enabledOn(Date.UTC(2026, 4, 31, 23, 30), 'Europe/Sarajevo')).toBe('01/06/2026');
    expect(enabledOn(null, 'Europe/Sarajevo')).toBe('');
  });
});
