import type { PictogramFound } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { addRecent, MAX_RECENTS, readRecents, recentsFirst, recentsKey, rememberRecent } from './recents';

const symbol = (name: string, label = name): PictogramFound => ({ name, label, downloadURL: `/api/v1/pictograms/${name}.svg` });

/** A Storage's two methods over a Map, so a test sees exactly what was written. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('addRecent', () => {
  it('puts the chosen symbol first, once, keeping the others in their order', () => {
    const list = [symbol('tooth'), symbol('bus'), symbol('plate')];
    expect(addRecent(list, symbol('plate')).map((s) => s.name)).toEqual(['plate', 'tooth', 'bus']);
    expect(addRecent(list, symbol('soap')).map((s) => s.name)).toEqual(['soap', 'tooth', 'bus', 'plate']);
  });

  it(`keeps at most ${MAX_RECENTS}, dropping the oldest`, () => {
    const many = Array.from({ length: MAX_RECENTS }, (_, i) => symbol(`s${i}`));
    const next = addRecent(many, symbol('new'));
    expect(next).toHaveLength(MAX_RECENTS);
    expect(next[0]?.name).toBe('new');
    expect(next.map((s) => s.name)).not.toContain(`s${MAX_RECENTS - 1}`);
  });

  it('stores only the name, the label and the address', () => {
    const extra = { ...symbol('tooth', 'zub'), score: 3 } as PictogramFound;
    expect(addRecent([], extra)).toEqual([symbol('tooth', 'zub')]);
  });
});

describe('readRecents and rememberRecent', () => {
  it('keeps each manager their own list, newest first', () => {
    const storage = memoryStorage();
    rememberRecent(storage, 1, symbol('tooth', 'zub'));
    rememberRecent(storage, 1, symbol('bus', 'autobus'));
    rememberRecent(storage, 2, symbol('plate', 'tanjur'));
    expect(readRecents(storage, 1).map((s) => s.label)).toEqual(['autobus', 'zub']);
    expect(readRecents(storage, 2).map((s) => s.label)).toEqual(['tanjur']);
    expect(readRecents(storage, 3)).toEqual([]);
  });

  it('reads anything broken as no recents, and skips entries that are not symbols', () => {
    expect(readRecents(memoryStorage({ [recentsKey(1)]: '{not json' }), 1)).toEqual([]);
    expect(readRecents(memoryStorage({ [recentsKey(1)]: '{"a":1}' }), 1)).toEqual([]);
    const mixed = JSON.stringify([symbol('tooth'), { name: 5 }, null, symbol('tooth'), symbol('bus')]);
    expect(readRecents(memoryStorage({ [recentsKey(1)]: mixed }), 1).map((s) => s.name)).toEqual(['tooth', 'bus']);
  });

  it('still answers the new list when the storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberRecent(storage, 1, symbol('tooth')).map((s) => s.name)).toEqual(['tooth']);
  });
});

describe('recentsFirst', () => {
  const recents = [symbol('bus'), symbol('tooth')];

  it('shows every recent symbol first while nothing is typed, then the rest without repeats', () => {
    const results = [symbol('plate'), symbol('tooth'), symbol('soap')];
    expect(recentsFirst(recents, results, '  ').map((s) => s.name)).toEqual(['bus', 'tooth', 'plate', 'soap']);
  });

  it('shows only the recent symbols the search found first', () => {
    const results = [symbol('toothbrush'), symbol('tooth')];
    expect(recentsFirst(recents, results, 'zubi').map((s) => s.name)).toEqual(['tooth', 'toothbrush']);
  });

  it('shows nothing when the search found nothing, recents or not', () => {
    expect(recentsFirst(recents, [], 'xyzzy')).toEqual([]);
  });
});
