import { describe, expect, it } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, latestActivity, msUntilIdle } from './inactivity';

describe('msUntilIdle', () => {
  it('is 30 minutes right after activity', () => {
    expect(msUntilIdle(1_000, 1_000)).toBe(1_800_000);
    expect(INACTIVITY_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('counts from the last activity, not from the start', () => {
    const twentyMinutes = 20 * 60 * 1000;
    expect(msUntilIdle(twentyMinutes, 2 * twentyMinutes)).toBe(10 * 60 * 1000);
  });

  it('is 0 once the limit has passed', () => {
    expect(msUntilIdle(0, INACTIVITY_TIMEOUT_MS)).toBe(0);
    expect(msUntilIdle(0, INACTIVITY_TIMEOUT_MS + 5)).toBe(0);
  });
});

describe('latestActivity', () => {
  it('takes the time another tab shared when it is later', () => {
    expect(latestActivity(1_000, '5000')).toBe(5_000);
  });

  it('keeps its own time when the shared one is older, missing or unreadable', () => {
    expect(latestActivity(5_000, '1000')).toBe(5_000);
    expect(latestActivity(5_000, null)).toBe(5_000);
    expect(latestActivity(5_000, 'soon')).toBe(5_000);
  });
});
