/**
 * The phone's own small database (IndexedDB): the last answers of the server (to show offline) and the
 * actions waiting to be sent. Without IndexedDB (a private window that refuses it) every call still
 * answers, with nothing kept: the app then works as before, online only.
 */
const DB_NAME = 'plan-dan-phone';
const DB_VERSION = 1;
const VALUES = 'values';
/** Waiting actions, in the order they were taken (an auto-increment key). */
const OUTBOX = 'outbox';

let opening: Promise<IDBDatabase | undefined> | undefined;

function open(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(undefined);
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(VALUES)) db.createObjectStore(VALUES);
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function inStore<T>(store: string, mode: IDBTransactionMode, work: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  try {
    return await done(work(db.transaction(store, mode).objectStore(store)));
  } catch {
    return undefined;
  }
}

export function readValue<T>(key: string): Promise<T | undefined> {
  return inStore(VALUES, 'readonly', (store) => store.get(key) as IDBRequest<T>);
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await inStore(VALUES, 'readwrite', (store) => store.put(value, key));
}

export async function removeValue(key: string): Promise<void> {
  await inStore(VALUES, 'readwrite', (store) => store.delete(key));
}

/** Every waiting item, oldest first, with its `seq`. */
export async function outboxItems<T extends object>(): Promise<(T & { seq: number })[]> {
  return (await inStore(OUTBOX, 'readonly', (store) => store.getAll() as IDBRequest<(T & { seq: number })[]>)) ?? [];
}

/** Keeps an item (Blobs included); answers its `seq`, or undefined when nothing can be kept. */
export async function addToOutbox(item: object): Promise<number | undefined> {
  const seq = await inStore(OUTBOX, 'readwrite', (store) => store.add(item));
  return typeof seq === 'number' ? seq : undefined;
}

export async function removeFromOutbox(seq: number): Promise<void> {
  await inStore(OUTBOX, 'readwrite', (store) => store.delete(seq));
}

export async function clearOutbox(): Promise<void> {
  await inStore(OUTBOX, 'readwrite', (store) => store.clear());
}
