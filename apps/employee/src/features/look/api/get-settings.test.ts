import { DEFAULT_PHONE_LOOK } from '@plan-dan/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLastLook, readStoredLook } from './get-settings';

/** A phone's storage holding these values. */
function storing(values: Record<string, unknown>) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key in values ? JSON.stringify(values[key]) : null) });
}

afterEach(() => vi.unstubAllGlobals());

describe('the stored look', () => {
  it('keeps the high-contrast pictograms for the next start, also offline', () => {
    storing({ 'planDan.look.7': { ...DEFAULT_PHONE_LOOK, focusView: false, pictogramContrast: true } });
    expect(readStoredLook(7)).toMatchObject({ pictogramContrast: true, focusView: false, fontSize: DEFAULT_PHONE_LOOK.fontSize });
  });

  it('draws in colour when a look stored before the choice came has none', () => {
    storing({ 'planDan.look.last': { ...DEFAULT_PHONE_LOOK } });
    expect(readLastLook()).toMatchObject({ pictogramContrast: false });
    expect(readStoredLook(7)).toBeUndefined();
  });
});
