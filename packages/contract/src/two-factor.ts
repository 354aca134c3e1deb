import { z } from 'zod';
import { givenPasswordSchema } from './common.ts';

/**
 * A code typed at login or to turn two-step login off: the authenticator app's 6 digits, or a recovery
 * code (spaces, hyphens and letter case do not matter). Which one it is, the server tells.
 */
export const oneTimeCodeSchema = z.string().trim().min(1).max(40);

/** Starting to turn two-step login on asks for the password again. */
export const twoFactorStartRequestSchema = z.object({ currentPassword: givenPasswordSchema });
export type TwoFactorStartRequest = z.infer<typeof twoFactorStartRequestSchema>;

/** The new secret, for the authenticator app: as text to type, and as the QR code's otpauth:// address. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The app's first code turns two-step login on. */
export const twoFactorConfirmRequestSchema = z.object({ code: oneTimeCodeSchema });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

/** The recovery codes, shown once: each logs in once instead of the app's code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-step login off asks for the password and a code (the app's or a recovery code). */
export const twoFactorOffRequestSchema = z.object({ currentPassword: givenPasswordSchema, code: oneTimeCodeSchema });
export type TwoFactorOffRequest = z.infer<typeof twoFactorOffRequestSchema>;

/** Postavke's 'Prijava u dva koraka': on since when, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.number().int().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
