import { describe, expect, it } from 'vitest';
import { countAxis, MAX_TIME_TICKS, timeAxis } from './axes';

const HOUR = 3600;

describe('countAxis', () => {
  it('goes from 0 to 10 in steps of 2 for a quiet month', () => {
    expect(countAxis(0)).toEqual({ step: 2, ticks: [0, 2, 4, 6, 8, 10] });
    expect(countAxis(10)).toEqual({ step: 2, ticks: [0, 2, 4, 6, 8, 10] });
  });

  it('reaches the busiest day, on an even label', () => {
    expect(countAxis(11).ticks.at(-1)).toBe(12);
    expect(countAxis(14).ticks.at(-1)).toBe(14);
    expect(countAxis(31).ticks).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32]);
  });
});

describe('timeAxis', () => {
  it('steps by an hour from 0 and shows at least one hour', () => {
    expect(timeAxis(0)).toEqual({ step: HOUR, ticks: [0, HOUR] });
    expect(timeAxis(95)).toEqual({ step: HOUR, ticks: [0, HOUR] });
    expect(timeAxis(2.5 * HOUR)).toEqual({ step: HOUR, ticks: [0, HOUR, 2 * HOUR, 3 * HOUR] });
  });

  it('keeps an hourly step while the labels fit', () => {
    const axis = timeAxis(11 * HOUR);
    expect(axis.step).toBe(HOUR);
    expect(axis.ticks).toHaveLength(MAX_TIME_TICKS);
  });

  it('chooses a coarser whole-hour step for long runs instead of failing', () => {
    expect(timeAxis(11 * HOUR + 1).step).toBe(2 * HOUR);
    expect(timeAxis(30 * HOUR).step).toBe(3 * HOUR);
    expect(timeAxis(100 * HOUR).step).toBe(12 * HOUR);
    expect(timeAxis(200 * HOUR).step).toBe(24 * HOUR);
    expect(timeAxis(1000 * HOUR).step).toBe(96 * HOUR);
  });

  it('never cuts off the longest run and never passes the tick limit', () => {
    for (const seconds of [1, 59 * 60, 7 * HOUR + 1, 23 * HOUR, 49 * HOUR, 333 * HOUR + 17, 5000 * HOUR]) {
      const { step, ticks } = timeAxis(seconds);
      expect(step % HOUR).toBe(0);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(seconds);
      expect(ticks.length).toBeLessThanOrEqual(MAX_TIME_TICKS);
    }
  });
});
