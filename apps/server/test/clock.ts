import { vi } from 'vitest';

/**
 * Stops Date where it is, until vi.useRealTimers() (only Date: timers, sleeps and requests go on as
 * ever). For a test that compares answers made at two moments when they carry something that follows
 * the clock: signed file links (signed anew each hour), an ETag with the day in it, 'today' in the app's
 * zone worked out by the test and again by the server. With the clock still, no hour and no midnight
 * can fall between the two. It stays at the real time, so what was made just before (a QR code that
 * lasts 15 minutes, a request signed for S3) is no older or newer than it would be without this.
 */
export const holdClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
