import { z } from 'zod';
import { MAX_PUSH_ENDPOINT_LENGTH, PUSH_KINDS } from './constants.ts';

/** Base64url without padding, decoding to exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'not_base64url');

/**
 * A push endpoint is the browser's push service: always https (it carries the encrypted message
 * across the internet; the server posts nowhere else).
 */
export const pushEndpointSchema = z
  .string()
  .max(MAX_PUSH_ENDPOINT_LENGTH)
  // An https address: a host (no user or password), an optional port, then any path; no spaces and
  // no control characters (PostgreSQL refuses NUL in text).
  // eslint-disable-next-line no-control-regex
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s\x00-\x1f\x7f]*)?$/, 'not_https_url');

/** A PushSubscription's JSON as the browser gives it (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64url(65),
    /** The authentication secret: 16 bytes. */
    auth: base64url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** Which notifications a manager gets; every one is on until switched off. */
export const pushPreferencesSchema = z.object({
  photo: z.boolean(),
  sos: z.boolean(),
  message: z.boolean(),
  taskDone: z.boolean(),
  /** A task whose due time passed by the margin and that the employee has not started. */
  task_not_started: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
/**
 * `PUT /api/v1/push/preferences`: a choice left out stays as it was (clients that do not know a newer kind);
 * a body naming none of them changes nothing and is refused.
 */
export const updatePushPreferencesSchema = pushPreferencesSchema
  .partial()
  .refine((choices) => Object.values(choices).some((choice) => choice !== undefined), { message: 'no_choice', path: ['photo'] });
export type UpdatePushPreferences = z.infer<typeof updatePushPreferencesSchema>;

/** What the service worker receives: JSON well under the push services' 4 KB. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notification leads, an absolute path in the app. */
  url: z.string(),
  /** Notifications with one tag replace each other (one per task or conversation). */
  tag: z.string(),
  kind: z.enum(PUSH_KINDS),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
