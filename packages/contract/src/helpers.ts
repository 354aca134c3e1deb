import { z } from 'zod';
import { idSchema, lineSchema } from './common.ts';
import { MAX_EMAIL_LENGTH } from './constants.ts';

/** A manager who helps the owner with an employee. Their e-mail address is not shown to others. */
export const helperSchema = z.object({
  managerId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  /** ISO timestamp: when the owner invited them. */
  since: z.string(),
});
export type Helper = z.infer<typeof helperSchema>;
/** Oldest first. */
export const helperListSchema = z.array(helperSchema);

/** The owner names the manager to invite by their username or e-mail address. */
export const inviteHelperRequestSchema = z.object({ login: lineSchema(MAX_EMAIL_LENGTH) });
export type InviteHelperRequest = z.input<typeof inviteHelperRequestSchema>;

export const helperParamsSchema = z.object({ id: idSchema, managerId: idSchema });
