import { pushRoutes } from '@plan-dan/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * Web Push on this device, the same in both apps: asking the browser, subscribing with the server's
 * key, telling the server, and turning it off again.
 */

/** Waiting longer than this for the browser's push service means it is not reachable from here. */
export const PUSH_WAIT_MS = 8_000;

/**
 * What the switch shows: not in this browser, blocked in the browser's settings, off, on, or tried
 * and failed (no push service answered), and busy while asking.
 */
export type PushStatus = 'unsupported' | 'blocked' | 'off' | 'on' | 'unavailable' | 'busy';

/** The user's choice on this device: on, off ('Ne sada' too), or not asked yet. */
export type PushChoice = 'on' | 'off' | null;

type JsonCall = <T>(path: string, options?: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => Promise<T>;

export interface PushDevice {
  /** Where the choice is kept: one key per app and user, so the next person on a shared device is asked again. */
  storageKey: string;
  /** The service worker that shows the notifications (the phone's own; the manager's registered on demand). */
  registration: () => Promise<ServiceWorkerRegistration>;
  /** The app's authenticated JSON call. */
  request: JsonCall;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function readPushChoice(storageKey: string): PushChoice {
  const value = localStorage.getItem(storageKey);
  return value === 'on' || value === 'off' ? value : null;
}

function writePushChoice(storageKey: string, choice: 'on' | 'off'): void {
  localStorage.setItem(storageKey, choice);
}

/** The status at rest, from the browser's permission and the stored choice. */
export function currentPushStatus(storageKey: string): PushStatus {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && readPushChoice(storageKey) === 'on' ? 'on' : 'off';
}

class PushTimeout extends Error {}

/** Headless and offline browsers can leave these promises pending for ever: nothing here may hang. */
export function withinPushWait<T>(promise: Promise<T>, ms = PUSH_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushTimeout('No answer from the push service')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The VAPID key as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** This browser's subscription, made if there is none, and saved for the current session. */
async function subscribe(device: PushDevice): Promise<void> {
  const registration = await withinPushWait(device.registration());
  let subscription = await withinPushWait(registration.pushManager.getSubscription());
  if (!subscription) {
    const { publicKey } = await device.request<{ publicKey: string }>(pushRoutes.publicKey);
    subscription = await withinPushWait(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }),
    );
  }
  await device.request(pushRoutes.subscriptions, { method: 'POST', body: subscription.toJSON() });
}

/** Asks the browser (its own prompt) and subscribes; the answer is the status to show. */
export async function turnPushOn(device: PushDevice): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  const permission = await withinPushWait(Notification.requestPermission()).catch(() => Notification.permission);
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  try {
    await subscribe(device);
  } catch {
    return 'unavailable';
  }
  writePushChoice(device.storageKey, 'on');
  return 'on';
}

/** Stops notifications on this device: the server forgets the subscription and the browser drops it. */
export async function turnPushOff(device: PushDevice): Promise<void> {
  writePushChoice(device.storageKey, 'off');
  if (!pushSupported()) return;
  const registration = await withinPushWait(device.registration()).catch(() => null);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await device.request(pushRoutes.subscriptions, { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}

/** Records 'Ne sada': the question is not asked again on this device. */
export function declinePush(storageKey: string): void {
  writePushChoice(storageKey, 'off');
}

/**
 * The switch for one app and user (`device` kept stable with useMemo). A device that was on is saved
 * again for this session when the app opens: logging out removed its subscription on the server, and
 * the browser may have renewed it.
 */
export function usePushSwitch(device: PushDevice) {
  const [status, setStatus] = useState<PushStatus>(() => currentPushStatus(device.storageKey));

  // Another user on this device: their own choice.
  const [shownFor, setShownFor] = useState(device);
  if (shownFor !== device) {
    setShownFor(device);
    setStatus(currentPushStatus(device.storageKey));
  }

  useEffect(() => {
    if (currentPushStatus(device.storageKey) === 'on') subscribe(device).catch(() => {});
  }, [device]);

  const turnOn = useCallback(async () => {
    setStatus('busy');
    const next = await turnPushOn(device);
    setStatus(next);
    return next;
  }, [device]);

  const turnOff = useCallback(async () => {
    setStatus('busy');
    await turnPushOff(device);
    setStatus(currentPushStatus(device.storageKey));
  }, [device]);

  return { status, turnOn, turnOff };
}

/** What a service worker's notification tap sends to an open window of the app. */
interface OpenMessage {
  type: 'plan-dan:open';
  url: string;
}

function isOpenMessage(data: unknown): data is OpenMessage {
  return typeof data === 'object' && data !== null && (data as OpenMessage).type === 'plan-dan:open' && typeof (data as OpenMessage).url === 'string';
}

/**
 * Moves the open app to the screen of a tapped notification, without reloading it. `basename` is the
 * app's path prefix with its trailing slash; `navigate` takes the path inside the app.
 */
export function useNotificationOpen(basename: string, navigate: (path: string) => void): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isOpenMessage(event.data) || !event.data.url.startsWith(basename)) return;
      navigate(`/${event.data.url.slice(basename.length)}`);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [basename, navigate]);
}
