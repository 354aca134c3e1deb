import { describe, expect, it } from 'vitest';
import { hrRejections } from './hr-rejections';

describe('hrRejections.rejectedBefore', () => {
  it("says 'put' after 1, 21, 101, and 'puta' after every other count, 11 included", () => {
    expect([1, 21, 101].map(hrRejections.rejectedBefore)).toEqual(['Ranije odbijeno: 1 put', 'Ranije odbijeno: 21 put', 'Ranije odbijeno: 101 put']);
    expect([2, 5, 11, 12, 111].map(hrRejections.rejectedBefore)).toEqual([
      'Ranije odbijeno: 2 puta',
      'Ranije odbijeno: 5 puta',
      'Ranije odbijeno: 11 puta',
      'Ranije odbijeno: 12 puta',
      'Ranije odbijeno: 111 puta',
    ]);
  });
});
