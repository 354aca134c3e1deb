import { localMs, wallClockMs } from '@plan-dan/contract';
import ical from 'ical-generator';
import type { FeedOwner, FeedTask } from './calendar-feed.repository.ts';
import { calendarDescription, calendarName, DONE_MARK, PRIORITY_MARK, stepLine, stepsHeading } from './calendar-feed-texts.ts';

/** A deadline is a moment; calendars show it better as a short event than as a zero-length one. */
export const TIMED_EVENT_MINUTES = 30;
/** How often calendar programs that honour it (Apple, Outlook) should fetch the feed again. */
const REFRESH_SECONDS = 60 * 60;
const DUE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant a wall-clock time in `timeZone` names: the zone's offset at a first guess, then at the
 * result, which settles near a DST change (a time in the spring gap moves forward by the gap).
 */
export function instantOfWallClock(local: number, timeZone: string): number {
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - instant;
  const guess = local - offsetAt(local);
  return local - offsetAt(guess);
}

function description(task: FeedTask): string {
  const lines = task.description.trim() ? [task.description.trim()] : [];
  if (task.steps.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(stepsHeading, ...task.steps.map((step) => stepLine(step.description, step.done)));
  }
  return lines.join('\n');
}

/**
 * The feed as iCalendar text. Timed tasks are written in UTC (calendar programs show them in their own
 * zone, right on either side of a DST change) so no VTIMEZONE is needed; a task without a time is an
 * all-day event on its date. ical-generator escapes the text and folds the lines (RFC 5545).
 */
export function feedCalendar({ owner, tasks, timeZone, host, now }: { owner: FeedOwner; tasks: FeedTask[]; timeZone: string; host: string; now: number }): string {
  const calendar = ical({
    name: calendarName(owner.name, owner.surname),
    description: calendarDescription,
    prodId: { company: 'Plan dan', product: 'Plan dan', language: 'HR' },
    ttl: REFRESH_SECONDS,
  });
  for (const task of tasks) {
    const marks = [task.done ? DONE_MARK : '', task.priority ? PRIORITY_MARK : ''].filter(Boolean).join(' ');
    const common = {
      id: `task-${task.id}@${host}`,
      stamp: new Date(now),
      summary: marks ? `${marks} ${task.taskName}` : task.taskName,
      description: description(task) || null,
    };
    if (DUE_TIME.test(task.dueTime)) {
      const start = instantOfWallClock(localMs(task.dueDate, task.dueTime), timeZone);
      calendar.createEvent({ ...common, start: new Date(start), end: new Date(start + TIMED_EVENT_MINUTES * 60_000) });
    } else {
      // Midnight UTC of the date: ical-generator writes an all-day date from the UTC parts.
      calendar.createEvent({ ...common, allDay: true, start: new Date(localMs(task.dueDate)) });
    }
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
