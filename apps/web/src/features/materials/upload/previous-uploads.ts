/**
 * How an unfinished upload is found again after a pause, an error, a reload or a server restart:
 * tus-js-client keeps each upload's URL in local storage under the file's fingerprint.
 */

/** What tus-js-client stores of an upload it began (its PreviousUpload, which it does not export). */
export interface StoredUpload {
  uploadUrl: string | null;
  creationTime: string;
  urlStorageKey: string;
  metadata: Record<string, string>;
}

/**
 * The same file chosen again by the same manager: its name, type, size and last change. The manager's
 * id keeps two people on one browser from finding (and throwing away) each other's uploads.
 */
export function materialFingerprint(managerId: number, file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>): string {
  return ['plan-dan-material', managerId, file.name, file.type, file.size, file.lastModified].join('-');
}

/**
 * The one to go on with, and the ones to throw away. Stored uploads come in no useful order, and a
 * stale one (a cancel that never reached the server) must not win over the newest; one without a
 * URL can never be resumed.
 */
export function sortStoredUploads<T extends StoredUpload>(uploads: readonly T[]): { newest: T | null; stale: T[] } {
  const time = (upload: T) => Date.parse(upload.creationTime) || 0;
  const usable = uploads.filter((upload) => upload.uploadUrl).sort((a, b) => time(b) - time(a));
  return { newest: usable[0] ?? null, stale: [...usable.slice(1), ...uploads.filter((upload) => !upload.uploadUrl)] };
}

/** The title an upload was created with: the server keeps it, so going on with the upload keeps it too. */
export const storedTitle = (upload: StoredUpload): string => upload.metadata.title ?? '';
