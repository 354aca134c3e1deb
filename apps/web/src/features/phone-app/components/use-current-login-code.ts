import type { AccountSettings } from '@plan-dan/contract';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RENEW_LOGIN_CODE_KEY } from '../api/get-phone-settings';
import { isCodeUsable, isRefreshDue, loginCodeTiming, type LoginCodeTiming } from '../login-code';
import { useWakeAwareNow } from '../use-wake-aware-now';

/**
 * While the code is due or past its end, the settings are asked for again at most this often: each
 * attempt brings react-query's own retries, and a server that cannot be reached is not hammered.
 */
export const EXPIRY_REFRESH_INTERVAL_MS = 15_000;

/** The loaded settings as the tab's query holds them. */
export interface LoginCodeSource {
  settings: AccountSettings;
  /** When the settings arrived (the query's dataUpdatedAt). */
  fetchedAt: number;
  /** A fetch of the settings is under way. */
  refreshing: boolean;
  /** The last fetch failed (the settings shown are older). */
  refreshFailed: boolean;
  refresh: () => void;
}

export interface CurrentLoginCode {
  timing: LoginCodeTiming;
  /** False once the code on screen may have expired: the card then shows no QR code. */
  usable: boolean;
  now: number;
}

/**
 * Keeps the QR code on screen one that works. The tab's poll usually brings the next code long
 * before, but it stops in a hidden tab and after a failure, and a computer that slept missed it: from
 * shortly before the expiry the settings are fetched again (the server then hands out a fresh code).
 */
export function useCurrentLoginCode({ settings, fetchedAt, refreshing, refresh }: LoginCodeSource): CurrentLoginCode {
  const now = useWakeAwareNow();
  const renewing = useIsMutating({ mutationKey: RENEW_LOGIN_CODE_KEY }) > 0;
  const timing = loginCodeTiming(settings, fetchedAt);
  const due = isRefreshDue(timing, now);
  const lastAttemptAt = useRef(0);

  useEffect(() => {
    if (!due || refreshing || renewing || now - lastAttemptAt.current < EXPIRY_REFRESH_INTERVAL_MS) return;
    lastAttemptAt.current = now;
    refresh();
  }, [due, refreshing, renewing, now, refresh]);

  return { timing, usable: isCodeUsable(timing, now), now };
}
