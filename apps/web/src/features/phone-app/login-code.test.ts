import { describe, expect, it } from 'vitest';
import {
  isCodeUsable,
  isRefreshDue,
  loginCodeTiming,
  REFRESH_BEFORE_EXPIRY_MS,
  TRUSTED_AFTER_FETCH_MS,
  validUntilTime,
  wasReplacedForAge,
} from './login-code';

const MINUTE = 60_000;
const expiresAt = Date.parse('2026-11-23T13:35:00Z');

describe('loginCodeTiming', () => {
  it("reads the server's expiry and keeps when the answer came", () => {
    expect(loginCodeTiming({ phoneLoginExpiresAt: '2026-11-23T13:35:00.000Z' }, 42)).toEqual({ expiresAt, fetchedAt: 42 });
  });
});

describe('isRefreshDue', () => {
  it('asks again from a minute before the expiry on', () => {
    const timing = { expiresAt, fetchedAt: expiresAt - 15 * MINUTE };
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(MINUTE);
    expect(isRefreshDue(timing, expiresAt - MINUTE - 1)).toBe(false);
    expect(isRefreshDue(timing, expiresAt - MINUTE)).toBe(true);
    expect(isRefreshDue(timing, expiresAt + 10 * MINUTE)).toBe(true);
  });
});

describe('isCodeUsable', () => {
  it('shows a code until it expires', () => {
    const timing = { expiresAt, fetchedAt: expiresAt - 15 * MINUTE };
    expect(isCodeUsable(timing, expiresAt - 1)).toBe(true);
    expect(isCodeUsable(timing, expiresAt)).toBe(false);
  });

  it('after the computer slept past the expiry, the old answer does not keep the code on screen', () => {
    expect(isCodeUsable({ expiresAt, fetchedAt: expiresAt - 14 * MINUTE }, expiresAt + 2 * MINUTE)).toBe(false);
  });

  it('trusts a code the server handed out within the last minute, even if this clock says it expired', () => {
    // This computer's clock runs 3 minutes ahead: the server's fresh code looks 1 minute past its end.
    const fetchedAt = expiresAt + 1 * MINUTE;
    expect(isCodeUsable({ expiresAt, fetchedAt }, fetchedAt)).toBe(true);
    expect(isCodeUsable({ expiresAt, fetchedAt }, fetchedAt + TRUSTED_AFTER_FETCH_MS - 1)).toBe(true);
    expect(isCodeUsable({ expiresAt, fetchedAt }, fetchedAt + TRUSTED_AFTER_FETCH_MS)).toBe(false);
  });

  it('does not trust an answer from the future (a clock set back)', () => {
    expect(isCodeUsable({ expiresAt, fetchedAt: expiresAt + 5 * MINUTE }, expiresAt + MINUTE)).toBe(false);
  });
});

describe('wasReplacedForAge', () => {
  it('takes a code replaced in its last minutes for an aged one, and one replaced earlier for a used one', () => {
    expect(wasReplacedForAge(expiresAt, expiresAt - 2 * MINUTE)).toBe(true);
    expect(wasReplacedForAge(expiresAt, expiresAt + MINUTE)).toBe(true);
    expect(wasReplacedForAge(expiresAt, expiresAt - 10 * MINUTE)).toBe(false);
  });
});

describe('validUntilTime', () => {
  it("is the expiry's wall-clock time in the app's zone (Europe/Sarajevo where no server wrote one)", () => {
    expect(validUntilTime(expiresAt)).toBe('14:35');
    expect(validUntilTime(Date.parse('2026-07-01T21:59:00Z'))).toBe('23:59');
  });
});
