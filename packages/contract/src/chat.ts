import { z } from 'zod';
import { booleanSchema, idSchema, textSchema } from './common.ts';
import { CHAT_SENDERS, MAX_CHAT_PAGE_SIZE, MAX_MESSAGE_LENGTH } from './constants.ts';

/** Who wrote a message, in the spec's shape; `_id` is `chatUserId(sender, id)`. */
export const chatUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** The spec's message `{ _id, text, createdAt, user }`, and which conversation and side it belongs to. */
export const chatMessageSchema = z.object({
  _id: z.number().int(),
  text: z.string(),
  /** ISO timestamp set by the server. */
  createdAt: z.string(),
  user: chatUserSchema,
  /** The conversation: the employee's id. */
  employeeId: z.number().int(),
  from: z.enum(CHAT_SENDERS),
  /** The employee's help call ('SOS: POMOĆ POTREBNA!'). */
  sos: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** Newest first. */
export const chatMessageListSchema = z.array(chatMessageSchema);

export const employeeChatParamsSchema = z.object({ employeeId: idSchema });

export const chatMessagesQuerySchema = z.object({
  /** Only messages older than this message id: the next page back. */
  before: idSchema.optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(MAX_CHAT_PAGE_SIZE).optional(),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** Text is stored and shown as text, never HTML; blank or whitespace only is refused. */
export const sendMessageRequestSchema = z.object({
  text: textSchema(MAX_MESSAGE_LENGTH),
  /** Only an employee's help button sends this; a manager's message never is an SOS. */
  sos: booleanSchema.optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const markReadRequestSchema = z.object({ lastReadId: idSchema });
export type MarkReadRequest = z.input<typeof markReadRequestSchema>;

/** One conversation as its list shows it. */
export const conversationSchema = z.object({
  employeeId: z.number().int(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  /** For a manager: the employee's newest SOS that is still unread, else null. */
  sos: chatMessageSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/** The data of a `read` event: one side read its conversation up to `lastReadId`. */
export const chatReadEventSchema = z.object({
  employeeId: z.number().int(),
  reader: z.enum(CHAT_SENDERS),
  lastReadId: z.number().int(),
});
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** The data of a `tasks` event (a manager's stream only): the employee's tasks changed; load what shows them anew. */
export const chatTasksEventSchema = z.object({ employeeId: z.number().int() });
export type ChatTasksEvent = z.infer<typeof chatTasksEventSchema>;
