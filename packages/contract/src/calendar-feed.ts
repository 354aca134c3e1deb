import { z } from 'zod';
import { CALENDAR_FEED_SECRET_LENGTH } from './constants.ts';

/** Whether the employee has a feed link; the link itself cannot be shown again (only its hash is kept). */
export const calendarFeedStateSchema = z.object({
  exists: z.boolean(),
  /** ISO timestamp of the link's creation, or null without one. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** A new link, answered once, when it is made. */
export const calendarFeedLinkSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

export const calendarFeedFileParamsSchema = z.object({
  file: z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${CALENDAR_FEED_SECRET_LENGTH}}\\.ics$`), 'not_a_feed')
    .transform((file) => file.slice(0, -'.ics'.length)),
});
