import { describe, expect, it } from 'vitest';
import { compareNeedsMe, daySummary, needsMe, orderByNeedsMe, totalPhotosWaiting, type NeedsMeFigures } from './needs-me';
import type { BoardEmployee } from '@plan-dan/contract';

const quiet: NeedsMeFigures = { sos: false, photosWaiting: 0, notStarted: 0, unread: 0, late: 0 };
const f = (over: Partial<NeedsMeFigures>): NeedsMeFigures => ({ ...quiet, ...over });

describe('needs me', () => {
  it('is any SOS, photo, task nobody started, message or late task', () => {
    expect(needsMe(quiet)).toBe(false);
    expect(needsMe(undefined)).toBe(false);
    expect(needsMe(f({ sos: true }))).toBe(true);
    expect(needsMe(f({ photosWaiting: 1 }))).toBe(true);
    expect(needsMe(f({ unread: 2 }))).toBe(true);
    expect(needsMe(f({ late: 1 }))).toBe(true);
    expect(needsMe(f({ notStarted: 1 }))).toBe(true);
  });

  it('puts an SOS first, then photos, tasks nobody started, messages and late tasks, more before fewer', () => {
    const people = [
      { name: 'mirno', figures: quiet },
      { name: 'kasni', figures: f({ late: 3 }) },
      { name: 'poruka', figures: f({ unread: 1, late: 5 }) },
      { name: 'nije započeto', figures: f({ notStarted: 1, late: 1 }) },
      { name: 'slike2', figures: f({ photosWaiting: 2 }) },
      { name: 'sos', figures: f({ sos: true }) },
      { name: 'slike5', figures: f({ photosWaiting: 5 }) },
      { name: 'bez podataka', figures: undefined },
    ];
    expect(orderByNeedsMe(people, (p) => p.figures).map((p) => p.name)).toEqual([
      'sos',
      'slike5',
      'slike2',
      'nije započeto',
      'poruka',
      'kasni',
      'mirno',
      'bez podataka',
    ]);
  });

  it('keeps the list order among equals, so a quiet board does not move', () => {
    const people = ['a', 'b', 'c', 'd'];
    const figures: Record<string, NeedsMeFigures> = { a: quiet, b: f({ unread: 1 }), c: quiet, d: f({ unread: 1 }) };
    expect(orderByNeedsMe(people, (p) => figures[p])).toEqual(['b', 'd', 'a', 'c']);
    expect(compareNeedsMe(quiet, undefined)).toBe(0);
  });

  it('sums the day and the photos waiting', () => {
    const e = (id: number, over: Partial<BoardEmployee>): BoardEmployee => ({
      employeeId: id,
      name: `E ${id}`,
      role: 'owner',
      today: { done: 0, total: 0 },
      photosWaiting: 0,
      late: 0,
      notStarted: 0,
      unread: 0,
      sos: false,
      ...over,
    });
    const board = [e(1, { today: { done: 3, total: 5 }, photosWaiting: 2 }), e(2, { today: { done: 1, total: 1 }, late: 2, notStarted: 1 }), e(3, {})];
    expect(totalPhotosWaiting(board)).toBe(2);
    expect(totalPhotosWaiting(undefined)).toBe(0);
    expect(daySummary(board)).toEqual({ done: 4, total: 6, photos: 2, late: 2, notStarted: 1, unread: 0, sos: 0, needingMe: 2 });
  });
});
