import type { PushDevice } from '@plan-dan/web-common/push-subscription';
import { apiRequest } from '@/lib/api-client';

/** The app's path with its trailing slash (/plan-dan/): the worker's scope and the notifications' prefix. */
export const APP_BASE = import.meta.env.BASE_URL;

/** The manager app's own worker: it only shows notifications (the app is not offline-capable). */
const PUSH_WORKER_URL = `${APP_BASE}push-sw.js`;

/** One choice per manager on a shared computer: the next manager to log in is asked again. */
export const managerPushStorageKey = (managerId: number) => `planDan.push.manager.${managerId}`;

/**
 * Registered only when notifications are turned on (or were on), not on every visit. `ready` waits for an
 * active worker; it is the one just registered because every manager screen lies in its scope.
 */
async function pushWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: APP_BASE });
  return navigator.serviceWorker.ready;
}

export function managerPushDevice(managerId: number): PushDevice {
  return { storageKey: managerPushStorageKey(managerId), registration: pushWorkerRegistration, request: apiRequest };
}
