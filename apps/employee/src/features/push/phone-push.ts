import { readPushChoice, usePushSwitch, type PushDevice } from '@plan-dan/web-common/push-subscription';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';

/** The phone's choice, per employee: someone else logging in on this phone is asked again. */
export const pushChoiceKey = (employeeId: number) => `planDan.push.employee.${employeeId}`;

/** The employee's notifications on this phone, through the app's own service worker (vite-plugin-pwa registers it). */
export function usePhonePush(employeeId: number) {
  const device = useMemo<PushDevice>(
    () => ({
      storageKey: pushChoiceKey(employeeId),
      registration: () => navigator.serviceWorker.ready,
      request: (path, options) => apiRequest(path, options),
    }),
    [employeeId],
  );
  return { ...usePushSwitch(device), asked: readPushChoice(device.storageKey) !== null };
}

export type PhonePush = ReturnType<typeof usePhonePush>;
