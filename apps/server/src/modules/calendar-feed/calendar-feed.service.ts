import { createHash } from 'node:crypto';
import { calendarFeedPath, CALENDAR_FEED_PAST_MONTHS, type CalendarFeedLink, type CalendarFeedState } from '@plan-dan/contract';
import type { Executor } from '../../db/database.ts';
import type { Access, EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { now, today } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secure-random.ts';
import { feedCalendar } from './calendar-feed.ics.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';

/** 32 bytes: 256 bits, far beyond guessing even without the rate limit. */
const SECRET_BYTES = 32;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The first due date the feed holds: the same day CALENDAR_FEED_PAST_MONTHS months back (clamped to the month's end). */
export function firstFeedDate(todayDate: string): string {
  const [year = 0, month = 1, day = 1] = todayDate.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - CALENDAR_FEED_PAST_MONTHS, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export interface CalendarFeedDependencies {
  employeeOwnership: EmployeeOwnership;
  /** The link is a credential of the employee's account: the owner's, not a helper's (403). */
  access: Access;
  publicUrl: string;
  timeZone: string;
}

export interface FeedAnswer {
  /** Changes with the tasks (the list version), the employee's name and the day the window starts. */
  etag: string;
  /** Built only when the caller's copy is not current. */
  body: () => Promise<string>;
}

export function createCalendarFeedService(feeds: CalendarFeedRepository, { employeeOwnership, access, publicUrl, timeZone }: CalendarFeedDependencies) {
  const ensureManagerOf = async (principal: Principal, employeeId: number) => {
    if (principal.role !== 'manager') throw forbidden();
    await access.ensureOwner(principal, await employeeOwnership(employeeId), 'employee');
  };
  const host = new URL(publicUrl).host;

  return {
    async state(principal: Principal, employeeId: number): Promise<CalendarFeedState> {
      await ensureManagerOf(principal, employeeId);
      const feed = await feeds.find(employeeId);
      return { exists: feed !== undefined, createdAt: feed ? new Date(feed.createdAt).toISOString() : null };
    },

    /** A new link; the employee's previous one stops working at once. The secret is answered only now. */
    async create(principal: Principal, employeeId: number): Promise<CalendarFeedLink> {
      await ensureManagerOf(principal, employeeId);
      const secret = randomToken(SECRET_BYTES);
      const createdAt = now();
      await feeds.replace(employeeId, hashOf(secret), createdAt);
      return { url: `${publicUrl}${calendarFeedPath(secret)}`, createdAt: new Date(createdAt).toISOString() };
    },

    async remove(principal: Principal, employeeId: number): Promise<void> {
      await ensureManagerOf(principal, employeeId);
      await feeds.remove(employeeId);
    },

    /** The feed a secret opens; an unknown or replaced secret finds nothing, like any missing resource. */
    async feed(secret: string): Promise<FeedAnswer> {
      const owner = await feeds.ownerOf(hashOf(secret));
      if (!owner) throw notFound('calendar');
      const from = firstFeedDate(today(timeZone));
      const key = createHash('sha256').update(`${owner.name}\n${owner.surname}\n${from}`).digest('base64url').slice(0, 16);
      return {
        etag: `W/"${owner.version}-${key}"`,
        body: async () => feedCalendar({ owner, tasks: await feeds.tasksFrom(owner.employeeId, from), timeZone, host, now: now() }),
      };
    },

    /** The employee's link, in the transaction that deletes them. */
    async removeOf(trx: Executor, employeeId: number): Promise<() => void> {
      await feeds.removeOf(trx, employeeId);
      return () => {};
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
