import { describe, expect, it } from 'vitest';
import { reviewKey, type ReviewKeyPress } from './review-keys';

const press = (key: string, over: Partial<ReviewKeyPress> = {}): ReviewKeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  defaultPrevented: false,
  ...over,
});

describe('the photo review keys', () => {
  it('Enter approves; N, n and Delete ask why', () => {
    expect(reviewKey(press('Enter'), 'other')).toBe('approve');
    expect(reviewKey(press('n'), 'other')).toBe('reject');
    expect(reviewKey(press('N'), 'control')).toBe('reject');
    expect(reviewKey(press('Delete'), 'other')).toBe('reject');
    expect(reviewKey(press('a'), 'other')).toBeNull();
  });

  it('leaves Enter on a button or link to that control, and every key in a text field', () => {
    expect(reviewKey(press('Enter'), 'control')).toBeNull();
    expect(reviewKey(press('Enter'), 'field')).toBeNull();
    expect(reviewKey(press('n'), 'field')).toBeNull();
  });

  it('ignores modifiers, held keys and keys already handled', () => {
    expect(reviewKey(press('Enter', { ctrlKey: true }), 'other')).toBeNull();
    expect(reviewKey(press('n', { metaKey: true }), 'other')).toBeNull();
    expect(reviewKey(press('Delete', { altKey: true }), 'other')).toBeNull();
    expect(reviewKey(press('Enter', { repeat: true }), 'other')).toBeNull();
    expect(reviewKey(press('Enter', { defaultPrevented: true }), 'other')).toBeNull();
  });
});
