import { randomBytes } from 'node:crypto';

/** A URL-safe random string; 24 bytes give 192 bits, well above guessing range. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
