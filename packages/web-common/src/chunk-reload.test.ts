import { describe, expect, it } from 'vitest';
import { createReloadGuard, isChunkLoadError, RELOAD_INTERVAL_MS, RELOADED_AT_KEY } from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    // Chromium
    new TypeError('Failed to fetch dynamically imported module: https://example.test/plan-dan/assets/settings-route-BeewU9Pb.js'),
    // Firefox
    new TypeError('error loading dynamically imported module: https://example.test/plan-dan/assets/settings-route-BeewU9Pb.js'),
    // Safari
    new TypeError('Importing a module script failed.'),
    // Vite's preload of a screen's stylesheet
    new Error('Unable to preload CSS for https://example.test/plan-dan/assets/tasks-tab-DT63CSQv.css'),
  ])('knows a file that could not be loaded: $message', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new Error('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
  ])('does not take other failures for one: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

function setUp({ stored, online = true, now = 1_000_000_000 }: { stored?: string; online?: boolean; now?: number } = {}) {
  const values = new Map<string, string>(stored === undefined ? [] : [[RELOADED_AT_KEY, stored]]);
  let reloads = 0;
  let time = now;
  const guard = createReloadGuard({
    storage: () => ({ getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }),
    reload: () => reloads++,
    isOnline: () => online,
    now: () => time,
  });
  return {
    guard,
    values,
    reloads: () => reloads,
    advance: (ms: number) => (time += ms),
  };
}

describe('createReloadGuard', () => {
  it('reloads the first time and keeps the time', () => {
    const page = setUp({ now: 5_000_000 });
    expect(page.guard()).toBe(true);
    expect(page.reloads()).toBe(1);
    expect(page.values.get(RELOADED_AT_KEY)).toBe('5000000');
  });

  it('after a reload less than a minute ago, does not reload again', () => {
    const reloadedAt = 5_000_000;
    const page = setUp({ stored: String(reloadedAt), now: reloadedAt + RELOAD_INTERVAL_MS - 1 });
    expect(page.guard()).toBe(false);
    expect(page.reloads()).toBe(0);
    expect(page.values.get(RELOADED_AT_KEY)).toBe(String(reloadedAt));
  });

  it('reloads again once a minute has passed', () => {
    const reloadedAt = 5_000_000;
    const page = setUp({ stored: String(reloadedAt), now: reloadedAt + RELOAD_INTERVAL_MS });
    expect(page.guard()).toBe(true);
    expect(page.reloads()).toBe(1);
  });

  it('reloads only once while that reload is under way, and says it is', () => {
    const page = setUp();
    expect(page.guard()).toBe(true);
    page.advance(10);
    expect(page.guard()).toBe(true);
    expect(page.reloads()).toBe(1);
  });

  it('is not blocked by a broken or future time', () => {
    expect(setUp({ stored: 'not a time' }).guard()).toBe(true);
    expect(setUp({ stored: '', now: 5_000_000 }).guard()).toBe(true);
    expect(setUp({ stored: String(9_000_000), now: 5_000_000 }).guard()).toBe(true);
  });

  it('does not reload offline: the browser would show its own error page', () => {
    const page = setUp({ online: false });
    expect(page.guard()).toBe(false);
    expect(page.reloads()).toBe(0);
  });

  it('does not reload when the time cannot be kept, since nothing would stop a loop', () => {
    let reloads = 0;
    const throwing = createReloadGuard({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      reload: () => reloads++,
    });
    expect(throwing()).toBe(false);
    const full = createReloadGuard({
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      }),
      reload: () => reloads++,
    });
    expect(full()).toBe(false);
    expect(reloads).toBe(0);
  });
});
