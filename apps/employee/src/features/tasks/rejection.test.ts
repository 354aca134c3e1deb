import { describe, expect, it } from 'vitest';
import { rejectionText } from './rejection';

const rejection = (reason: string | null) => ({ reason, at: '2030-05-19T10:00:00.000Z', photo: null });

describe('rejectionText', () => {
  it("says a new photo is needed and gives the manager's reason", () => {
    expect(rejectionText({ needPhoto: true, rejection: rejection('Slika je mutna') })).toBe('Potrebna je nova slika. Razlog: Slika je mutna');
  });

  it('says only that a new photo is needed when there is no reason', () => {
    expect(rejectionText({ needPhoto: true, rejection: rejection(null) })).toBe('Potrebna je nova slika.');
  });

  it('asks kindly for a step without a photo to be done once more, with the reason when there is one', () => {
    expect(rejectionText({ needPhoto: false, rejection: rejection('Ostalo je mrvica') })).toBe(
      'Voditelj te moli da ovo uradiš još jednom. Razlog: Ostalo je mrvica',
    );
    expect(rejectionText({ needPhoto: false, rejection: rejection(null) })).toBe('Voditelj te moli da ovo uradiš još jednom.');
  });
});
