import { describe, expect, it } from 'vitest';
import { hrChat } from './hr-chat';

describe('hrChat.unread', () => {
  it('says the count with the Croatian plural', () => {
    expect(hrChat.unread(1)).toBe('1 nepročitana poruka');
    expect(hrChat.unread(3)).toBe('3 nepročitane poruke');
    expect(hrChat.unread(5)).toBe('5 nepročitanih poruka');
    expect(hrChat.unread(11)).toBe('11 nepročitanih poruka');
    expect(hrChat.unread(12)).toBe('12 nepročitanih poruka');
    expect(hrChat.unread(21)).toBe('21 nepročitana poruka');
    expect(hrChat.unread(22)).toBe('22 nepročitane poruke');
  });
});
