import { z } from 'zod';
import { idSchema } from './common.ts';
import { ACCESS_LOG_ACTIONS, ACCESS_LOG_KINDS, ACCESS_LOG_PAGE_SIZE, ACCESS_LOG_ROLES, MAX_ACCESS_LOG_PAGE_SIZE } from './privacy-constants.ts';

/** One entry of 'Povijest pristupa': who did what with the employee's data, and when. */
export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** Who acted, with their name as it was then, and how they stood to the employee then. */
  who: z.object({ id: z.number().int(), name: z.string(), role: z.enum(ACCESS_LOG_ROLES) }),
  action: z.enum(ACCESS_LOG_ACTIONS),
  /** A short detail: the task's or step's name, a helper's name; null when the action says it all. */
  detail: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** A page of the history; `nextBefore` asks for the next (older) page, null at the oldest. */
export const accessLogPageSchema = z.object({
  entries: z.array(accessLogEntrySchema),
  nextBefore: z.number().int().nullable(),
  /** ACCESS_LOG_RETENTION_DAYS: how long an entry is kept before the server removes it. */
  keptDays: z.number().int(),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

export const accessLogQuerySchema = z.object({
  /** The entries older than this entry's id (the previous page's `nextBefore`). */
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ACCESS_LOG_PAGE_SIZE).default(ACCESS_LOG_PAGE_SIZE),
  kind: z.enum(ACCESS_LOG_KINDS).optional(),
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;
