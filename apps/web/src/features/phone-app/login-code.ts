import type { AccountSettings } from '@plan-dan/contract';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';

/**
 * The tab asks for the settings again this long before the code expires. The server answers a code
 * with less than 2 minutes left with a fresh one, so the code on screen always has time to be scanned.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * The server never hands out a code with less than 2 minutes left: one it sent within the last minute
 * works, whatever this computer's clock says. A clock running a few minutes fast then does not hide a
 * working code; after the computer slept, the last answer is old and the expiry decides.
 */
export const TRUSTED_AFTER_FETCH_MS = 60_000;

/**
 * A code that changed this close to its expiry was replaced because of its age (the server does so
 * below 2 minutes; the rest allows for clocks that disagree a little), not used by a phone.
 */
export const REPLACED_FOR_AGE_WITHIN_MS = 3 * 60_000;

export interface LoginCodeTiming {
  /** When the code stops working (the server's phoneLoginExpiresAt), in epoch ms. */
  expiresAt: number;
  /** When this browser received it, in epoch ms. */
  fetchedAt: number;
}

export function loginCodeTiming(settings: Pick<AccountSettings, 'phoneLoginExpiresAt'>, fetchedAt: number): LoginCodeTiming {
  return { expiresAt: Date.parse(settings.phoneLoginExpiresAt), fetchedAt };
}

/** True while the code may be shown: not expired, or handed out by the server moments ago. */
export function isCodeUsable({ expiresAt, fetchedAt }: LoginCodeTiming, now: number): boolean {
  return now < expiresAt || (now >= fetchedAt && now - fetchedAt < TRUSTED_AFTER_FETCH_MS);
}

/** True from shortly before the expiry on: time to ask the server for the settings (and so a new code). */
export function isRefreshDue({ expiresAt }: LoginCodeTiming, now: number): boolean {
  return now >= expiresAt - REFRESH_BEFORE_EXPIRY_MS;
}

/** True when a code that expires at `expiresAt` and is replaced at `now` was replaced for its age. */
export function wasReplacedForAge(expiresAt: number, now: number): boolean {
  return expiresAt - now <= REPLACED_FOR_AGE_WITHIN_MS;
}

/** 'HH:mm' in the app's zone (the server's), as the 'valid until' line shows it. */
export function validUntilTime(expiresAt: number): string {
  return inAppZone(expiresAt).time;
}
