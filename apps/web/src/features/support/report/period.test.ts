import { MAX_REPORT_DAYS } from '@plan-dan/contract/support-constants';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, monthsBefore, periodErrors, periodFromParams } from './period';

describe('the report period', () => {
  it('defaults to the last three months up to today, a shorter month taking its last day', () => {
    expect(defaultPeriod('2026-11-29')).toEqual({ from: '2026-08-29', to: '2026-11-29' });
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2028-05-31', 3)).toBe('2028-02-29');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
  });

  it('names the field that is wrong', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(periodErrors({ from: '', to: '2026-02-30' })).toEqual({ from: 'required', to: 'required' });
    expect(periodErrors({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'fromAfterTo' });
  });

  it('takes at most the server’s longest period, both days counted', () => {
    const from = '2025-01-01';
    const last = new Date(Date.UTC(2025, 0, MAX_REPORT_DAYS)).toISOString().slice(0, 10);
    const beyond = new Date(Date.UTC(2025, 0, MAX_REPORT_DAYS + 1)).toISOString().slice(0, 10);
    expect(periodErrors({ from, to: last })).toEqual({});
    expect(periodErrors({ from, to: beyond })).toEqual({ to: 'tooLong' });
  });

  it('reads the address, falling back to the default on a wrong one', () => {
    expect(periodFromParams(new URLSearchParams('od=2026-01-05&do=2026-02-01'), '2026-11-29')).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    expect(periodFromParams(new URLSearchParams('od=2026-03-05&do=2026-02-01'), '2026-11-29')).toEqual(defaultPeriod('2026-11-29'));
    expect(periodFromParams(new URLSearchParams(''), '2026-11-29')).toEqual(defaultPeriod('2026-11-29'));
  });
});
