import { z } from 'zod';
import { lineSchema, passwordSchema } from './common.ts';
import { MAX_EMAIL_LENGTH } from './constants.ts';

/** 'Zaboravili ste lozinku?': the username or the e-mail address, as at login. */
export const passwordResetRequestSchema = z.object({
  username: lineSchema(MAX_EMAIL_LENGTH),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** A reset link's token: 32 random bytes in base64url (43 characters). */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The new password, with the link's token. A weak password is refused as at registration. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().regex(PASSWORD_RESET_TOKEN_PATTERN, 'invalid_token'),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
