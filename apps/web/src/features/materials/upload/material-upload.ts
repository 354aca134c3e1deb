import { MATERIAL_CHUNK_BYTES, materialRoutes } from '@plan-dan/contract/constants';
import { defaultOptions, DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { authorizationHeader } from '@/lib/api-client';
import { initialUploadState, isInProgress, percentOf, uploadReducer, type UploadEvent, type UploadState } from './upload-machine';
import { materialFingerprint, sortStoredUploads, storedTitle, type StoredUpload } from './previous-uploads';
import { uploadProblemOf, type UploadProblem } from './upload-problem';

type PreviousUpload = Awaited<ReturnType<Upload['findPreviousUploads']>>[number];

export interface UploadRequest {
  file: File;
  title: string;
  managerId: number;
}

/** A previous upload of the chosen file that the server still holds, to go on with. */
export interface UnfinishedUpload {
  title: string;
  /** How far it got, or null when the server could not be asked (it may be restarting). */
  percent: number | null;
}

/**
 * Retries within one attempt, long enough to outlast a server restart (about 40 s in all); after that
 * the upload fails, and choosing the same file again goes on from where it stopped.
 */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** Cancelling must not wait as long: the server forgets a left-over upload within a day anyway. */
const TERMINATE_RETRY_DELAYS = [0, 1000];
const MATERIAL_ID_HEADER = 'Plan-Dan-Material-Id';

// Absolute: tus-js-client resolves the upload's relative Location against it.
const endpoint = () => new URL(materialRoutes.uploads, window.location.origin).href;

function baseOptions(managerId: number): UploadOptions {
  return {
    endpoint: endpoint(),
    chunkSize: MATERIAL_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    headers: authorizationHeader(),
    fingerprint: async (file: File) => materialFingerprint(managerId, file),
    // Else a finished upload is found again and "resumed" to its old URL (RECIPES.md §1).
    removeFingerprintOnSuccess: true,
  };
}

const storedUploadsOf = (file: File, managerId: number): Promise<PreviousUpload[]> =>
  new Upload(file, baseOptions(managerId)).findPreviousUploads();

const forget = (stored: Pick<StoredUpload, 'urlStorageKey'>) => defaultOptions.urlStorage.removeUpload(stored.urlStorageKey).catch(() => undefined);

/** Asks the server to drop an upload nobody will finish; if it cannot be reached, its clean-up does it within a day. */
async function discard(stored: PreviousUpload): Promise<void> {
  await forget(stored);
  if (stored.uploadUrl) {
    await Upload.terminate(stored.uploadUrl, { headers: authorizationHeader(), retryDelays: TERMINATE_RETRY_DELAYS }).catch(() => undefined);
  }
}

type Where = { state: 'unfinished'; offset: number; length: number } | { state: 'done' } | { state: 'gone' } | { state: 'unknown' };

/** Where the server stands with an upload (tus HEAD). */
async function whereIs(uploadUrl: string): Promise<Where> {
  try {
    const response = await fetch(uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...authorizationHeader() } });
    if (response.status === 404 || response.status === 410 || response.status === 403) return { state: 'gone' };
    if (!response.ok) return { state: 'unknown' };
    const offset = Number(response.headers.get('Upload-Offset'));
    const length = Number(response.headers.get('Upload-Length'));
    if (!Number.isFinite(offset) || !Number.isFinite(length)) return { state: 'unknown' };
    return offset >= length ? { state: 'done' } : { state: 'unfinished', offset, length };
  } catch {
    return { state: 'unknown' };
  }
}

/**
 * The newest unfinished upload of this file, if the server still holds it: offered as 'Nastavi' when
 * the same file is chosen again. Older entries, and ones the server no longer has or already
 * finished (its card exists), are forgotten on the way.
 */
export async function findUnfinishedUpload(file: File, managerId: number): Promise<UnfinishedUpload | null> {
  const { newest, stale } = sortStoredUploads(await storedUploadsOf(file, managerId));
  stale.forEach((upload) => void discard(upload));
  if (!newest?.uploadUrl) return null;
  const where = await whereIs(newest.uploadUrl);
  if (where.state === 'gone' || where.state === 'done') {
    void forget(newest);
    return null;
  }
  return { title: storedTitle(newest), percent: where.state === 'unfinished' ? percentOf(where.offset, where.length) : null };
}

function problemOfError(error: Error): UploadProblem {
  if (error instanceof DetailedError && error.originalRequest) {
    const response = error.originalResponse;
    return uploadProblemOf(response ? response.getStatus() : 0, response?.getBody());
  }
  return uploadProblemOf(-1);
}

/** tus-js-client's own rule (a dropped connection, a server error, a locked upload), announced. */
function isRetryable(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  const transient = status === 0 || status === 409 || status === 423 || status >= 500;
  return transient && navigator.onLine !== false;
}

export interface FinishedUpload {
  /** The new material, from the last answer's header (absent when it was finished in an earlier visit). */
  materialId: number | null;
}

/**
 * One material upload at a time, through tus-js-client, kept to the states of upload-machine.ts:
 * every action first asks the machine, so a pause while paused or a cancel while cancelling does
 * nothing. React reads it with useSyncExternalStore.
 */
export class MaterialUploadController {
  private state: UploadState = initialUploadState;
  private upload: Upload | null = null;
  private request: UploadRequest | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** The title of the upload under way (the one the server keeps). */
  get title(): string | null {
    return this.request?.title ?? null;
  }

  private apply(event: UploadEvent): boolean {
    const next = uploadReducer(this.state, event);
    if (next === this.state) return false;
    this.state = next;
    this.listeners.forEach((listener) => listener());
    return true;
  }

  /**
   * Starts, or goes on with the newest unfinished upload of the same file under the same title (after
   * an error, a reload or a server restart). An unfinished one under another title is thrown away: the
   * server fixed its title when it began.
   */
  async start(request: UploadRequest, onFinished: (result: FinishedUpload) => void): Promise<void> {
    if (!this.apply({ type: 'start' })) return;
    const title = request.title.trim();
    this.request = { ...request, title };
    const upload: Upload = new Upload(request.file, {
      ...baseOptions(request.managerId),
      metadata: { title, filename: request.file.name, filetype: request.file.type },
      onProgress: (sent, total) => {
        if (this.upload === upload) this.apply({ type: 'progress', sent, total });
      },
      onShouldRetry: (error) => {
        const retry = isRetryable(error);
        if (retry && this.upload === upload) this.apply({ type: 'reconnecting' });
        return retry;
      },
      onSuccess: ({ lastResponse }) => {
        if (this.upload !== upload || !this.apply({ type: 'succeed' })) return;
        const id = Number(lastResponse.getHeader(MATERIAL_ID_HEADER));
        onFinished({ materialId: Number.isInteger(id) && id > 0 ? id : null });
      },
      onError: (error) => {
        if (this.upload !== upload) return;
        const problem = problemOfError(error);
        this.apply({ type: 'fail', problem });
        // The server refused this upload for good (and removed it): nothing to go on with.
        if (!problem.resumable) void this.forgetCurrent(upload);
      },
    });
    this.upload = upload;

    const { newest, stale } = sortStoredUploads(await upload.findPreviousUploads().catch(() => []));
    stale.forEach((stored) => void discard(stored));
    if (newest && storedTitle(newest) === title) upload.resumeFromPreviousUpload(newest);
    else if (newest) void discard(newest);
    // A pause or cancel while the stored uploads were read: resume() or cancel() takes it from here.
    if (this.upload === upload && this.state.status === 'running') upload.start();
  }

  pause(): void {
    const upload = this.upload;
    if (!upload || !this.apply({ type: 'pause' })) return;
    void upload.abort().then(() => this.apply({ type: 'paused' }));
  }

  resume(): void {
    const upload = this.upload;
    if (!upload || !this.apply({ type: 'resume' })) return;
    upload.start();
  }

  cancel(): void {
    const upload = this.upload;
    if (!upload || !this.apply({ type: 'cancel' })) return;
    void (async () => {
      await upload.abort();
      if (upload.url) {
        await this.forgetCurrent(upload);
        await Upload.terminate(upload.url, { headers: authorizationHeader(), retryDelays: TERMINATE_RETRY_DELAYS }).catch(() => undefined);
      }
      this.apply({ type: 'canceled' });
    })();
  }

  /** Back to a fresh form after a success, a cancel or an error. */
  reset(): void {
    if (isInProgress(this.state.status)) return;
    this.upload = null;
    this.request = null;
    this.apply({ type: 'reset' });
  }

  /**
   * The screen is left: a running upload stops where it is, and choosing the same file again later
   * goes on from there.
   */
  dispose(): void {
    const upload = this.upload;
    if (upload && isInProgress(this.state.status)) void upload.abort();
  }

  private async forgetCurrent(upload: Upload): Promise<void> {
    const url = upload.url;
    if (!url) return;
    const stored = await upload.findPreviousUploads().catch(() => []);
    await Promise.all(stored.filter((entry) => entry.uploadUrl === url).map(forget));
  }
}
