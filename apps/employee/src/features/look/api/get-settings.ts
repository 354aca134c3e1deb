import { LOOK_CHANGED_EVENT, phoneRoutes } from '@plan-dan/contract/constants';
import type { AccountSettings, PhoneLook, PictogramLook } from '@plan-dan/contract';
import type { LiveFollow } from '@plan-dan/web-common/live-query';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, routePath } from '@/lib/api-client';
import { isPhoneLook, pickLook } from '../look';

export const settingsKey = (employeeId: number) => ['settings', employeeId] as const;

/**
 * The look saved by the manager arrives on the task events stream (the layout follows it with the
 * tasks, on one connection): an open phone shows it at once, without a reload.
 */
export const liveLook = (employeeId: number): LiveFollow => ({ eventName: LOOK_CHANGED_EVENT, queryKey: settingsKey(employeeId) });

const storageKey = (employeeId: number) => `planDan.look.${employeeId}`;
/** The look of whoever last used this phone, for the screens before login. */
const LAST_LOOK_KEY = 'planDan.look.last';

/** The look, whether the phone opens a task one step at a time and how it draws pictograms: kept for the next start. */
export type StoredLook = PhoneLook & { focusView?: boolean; pictogramContrast?: boolean };

function readLook(key: string): StoredLook | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isPhoneLook(value)) return undefined;
    const stored = value as StoredLook;
    return { ...pickLook(value), focusView: stored.focusView === true, pictogramContrast: stored.pictogramContrast === true };
  } catch {
    return undefined;
  }
}

/** The last look seen, so the next start shows it at once, also offline. */
export function readStoredLook(employeeId: number): StoredLook | undefined {
  return readLook(storageKey(employeeId));
}

/**
 * The look last seen on this phone by anyone. The start screen and the login screens use it: the
 * person who reads them after a logout or an expired session needs the same large letters.
 */
export function readLastLook(): PhoneLook | undefined {
  return readLook(LAST_LOOK_KEY);
}

export async function getLook(employeeId: number): Promise<StoredLook> {
  const settings = await apiRequest<AccountSettings>(routePath(phoneRoutes.getSettings, { id: employeeId }));
  const look: StoredLook = { ...pickLook(settings), focusView: settings.focusView === true, pictogramContrast: settings.pictogramContrast === true };
  localStorage.setItem(storageKey(employeeId), JSON.stringify(look));
  localStorage.setItem(LAST_LOOK_KEY, JSON.stringify(look));
  return look;
}

/** `enabled: false` shows the stored look without asking the server yet. */
export function useLookQuery(employeeId: number, enabled = true) {
  return useQuery({
    queryKey: settingsKey(employeeId),
    queryFn: () => getLook(employeeId),
    enabled,
    initialData: () => readStoredLook(employeeId),
    // Stored data is shown at once but still checked against the server.
    initialDataUpdatedAt: 0,
  });
}

/**
 * Whether the manager chose the focus view (one step at a time) for this employee: read from the look's
 * query, which the layout keeps loaded and fresh; this one only listens, so it asks the server nothing.
 */
export function useFocusView(employeeId: number): boolean {
  return useLookQuery(employeeId, false).data?.focusView === true;
}

/**
 * How the phone draws pictograms ('Piktogrami visokog kontrasta': the high-contrast drawings in the text's
 * colour), read from the look's query like `useFocusView`: stored, so it holds offline too.
 */
export function usePictogramLookSetting(employeeId: number): PictogramLook {
  return useLookQuery(employeeId, false).data?.pictogramContrast === true ? 'contrast' : 'color';
}
