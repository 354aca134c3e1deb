import { useMemo, useSyncExternalStore } from 'react';
import { isApiError, newIdempotencyKey } from '@/lib/api-client';
import { addToOutbox, clearOutbox, outboxItems, removeFromOutbox } from '@/lib/local-db';
import { onSessionEnded } from '@/lib/session';
import { sendAction, type ActionAnswer } from './api/send-action';
import { failureOf, type OutboxAction, type OutboxItem } from './outbox-rules';

/**
 * The actions the employee took that wait for a connection (start, tick, photo), kept on the phone in
 * IndexedDB (photos as Blobs) and sent in the order they were taken, each with the Idempotency-Key made
 * when it was taken: one that did arrive before its answer was lost is not applied twice.
 */

/** What the phone says after an item was dropped: the task changed meanwhile, or the server refused it. */
export type OutboxNotice = 'conflict' | 'refused' | null;

interface OutboxState {
  items: readonly OutboxItem[];
  notice: OutboxNotice;
}

/** Without a connection, or while the server is unreachable, the queue is tried again this often. */
const RETRY_MS = 15_000;

let state: OutboxState = { items: [], notice: null };
const listeners = new Set<() => void>();
const setState = (change: Partial<OutboxState>) => {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
};

let loading: Promise<void> | undefined;
/** Reads the items kept on the phone once; the ones taken since are kept beside them. */
function load(): Promise<void> {
  loading ??= outboxItems<OutboxItem>().then((stored) => {
    const known = new Set(stored.map((item) => item.seq));
    setState({ items: [...stored, ...state.items.filter((item) => !known.has(item.seq))] });
  });
  return loading;
}

const photoUrls = new Map<number, string>();
/** The waiting photo, shown from the phone until the server has it. */
export function waitingPhotoUrl(item: OutboxItem): string {
  if (item.action.kind !== 'photo') return '';
  let url = photoUrls.get(item.seq);
  if (!url) {
    url = URL.createObjectURL(item.action.photo);
    photoUrls.set(item.seq, url);
  }
  return url;
}

let localSeq = 0;
async function enqueue(employeeId: number, key: string, action: OutboxAction): Promise<void> {
  await load();
  const item = { key, employeeId, takenAt: new Date().toISOString(), action };
  // Without IndexedDB the item waits in memory only (until the app is closed).
  const seq = (await addToOutbox(item)) ?? --localSeq;
  setState({ items: [...state.items, { ...item, seq }] });
}

async function drop(item: OutboxItem): Promise<void> {
  await removeFromOutbox(item.seq);
  const url = photoUrls.get(item.seq);
  if (url) {
    // The list's next answer brings the server's link; the phone's copy goes.
    setTimeout(() => URL.revokeObjectURL(url), RETRY_MS);
    photoUrls.delete(item.seq);
  }
  setState({ items: state.items.filter((candidate) => candidate.seq !== item.seq) });
}

/**
 * Sends the action now, or queues it: offline, after a lost connection (with the same key, since it may
 * have arrived), and behind actions already waiting (the order is kept: a tick after its task's start).
 * 'queued' when it waits; the queue's sender then sends it.
 */
export async function takeAction<A extends OutboxAction>(
  employeeId: number,
  action: A,
  onProgress?: (fraction: number) => void,
): Promise<ActionAnswer[A['kind']] | 'queued'> {
  await load();
  const key = newIdempotencyKey();
  if (!navigator.onLine || state.items.some((item) => item.employeeId === employeeId)) {
    await enqueue(employeeId, key, action);
    return 'queued';
  }
  try {
    return await sendAction(action, key, onProgress);
  } catch (error) {
    if (!isApiError(error) || error.status !== 0) throw error;
    await enqueue(employeeId, key, action);
    return 'queued';
  }
}

let sending = false;
let sendAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the employee's waiting items one by one, oldest first, while there is a connection. Sent (2xx):
 * removed. The task or step gone or changed (404, 409): removed, with a calm line. No connection or a
 * busy server: the rest waits for the connection to come back (or RETRY_MS). `onChanged`: after any
 * item went, so the lists are fetched again.
 */
export async function sendWaiting(employeeId: number, onChanged: () => void): Promise<void> {
  if (sending) {
    sendAgain = true;
    return;
  }
  sending = true;
  clearTimeout(retryTimer);
  let changed = false;
  let retry = false;
  try {
    await load();
    do {
      sendAgain = false;
      for (;;) {
        const item = state.items.find((candidate) => candidate.employeeId === employeeId);
        if (!item || !navigator.onLine) break;
        try {
          await sendAction(item.action, item.key);
          await drop(item);
          changed = true;
        } catch (error) {
          const failure = failureOf(error);
          if (failure === 'wait') retry = true;
          if (failure === 'wait' || failure === 'stop') break;
          await drop(item);
          changed = true;
          setState({ notice: failure });
        }
      }
    } while (sendAgain && !retry);
  } finally {
    sending = false;
  }
  if (changed) onChanged();
  if (retry) retryTimer = setTimeout(() => void sendWaiting(employeeId, onChanged), RETRY_MS);
}

export function dismissOutboxNotice(): void {
  setState({ notice: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/** The employee's waiting items and the line to show about dropped ones. */
export function useOutbox(employeeId: number): { items: readonly OutboxItem[]; notice: OutboxNotice } {
  const current = useSyncExternalStore(subscribe, () => state);
  const items = useMemo(() => current.items.filter((item) => item.employeeId === employeeId), [current.items, employeeId]);
  return { items, notice: current.notice };
}

// The next person on this phone must not send this one's actions.
onSessionEnded(() => {
  clearTimeout(retryTimer);
  void clearOutbox();
  photoUrls.forEach((url) => URL.revokeObjectURL(url));
  photoUrls.clear();
  setState({ items: [], notice: null });
});
