import { zonedParts } from '@plan-dan/contract/time-zone';
import { formatDate } from '@/lib/dates';

/** The secret as the apps show it, in groups of four, so it can be typed without losing one's place. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The downloaded file: one recovery code a line. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

/** The day it was turned on, dd/mm/yyyy in the app's zone; empty when unknown. */
export function enabledOn(enabledAt: number | null, timeZone: string): string {
  return enabledAt === null ? '' : formatDate(zonedParts(enabledAt, timeZone).date);
}
