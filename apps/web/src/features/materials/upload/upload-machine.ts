import type { UploadProblem } from './upload-problem';

/**
 * The spec's states of a material upload (running, pausing, paused, canceling, canceled, error,
 * success), plus idle before the first start. Pause only from running; resume from paused or
 * pausing; cancel from running or pausing; neither pause nor cancel once every byte is sent. A start is allowed before any upload and after one that
 * was canceled or failed (a failed one then goes on from where it stopped).
 */
export type UploadStatus = 'idle' | 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'error' | 'success';

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; sent: number; total: number }
  /** The client lost the server and tries again by itself; the next progress clears it. */
  | { type: 'reconnecting' }
  | { type: 'pause' }
  /** The client stopped sending after a pause. */
  | { type: 'paused' }
  | { type: 'resume' }
  | { type: 'cancel' }
  /** The server forgot the upload after a cancel (or could not be told: it forgets it within a day). */
  | { type: 'canceled' }
  | { type: 'fail'; problem: UploadProblem }
  | { type: 'succeed' }
  /** Back to a fresh form, after a success has been shown. */
  | { type: 'reset' };

export interface UploadState {
  status: UploadStatus;
  /** Whole percent of the file the server has been sent (the spec: rounded). */
  percent: number;
  /** Every byte is sent: the server is checking the file and making its preview. */
  allSent: boolean;
  reconnecting: boolean;
  problem: UploadProblem | null;
}

export const initialUploadState: UploadState = { status: 'idle', percent: 0, allSent: false, reconnecting: false, problem: null };

export const canStart = (status: UploadStatus) => status === 'idle' || status === 'canceled' || status === 'error';
type Actionable = Pick<UploadState, 'status' | 'allSent'>;
/** Once every byte is sent the server is making the material: nothing is left to pause or cancel. */
export const canPause = ({ status, allSent }: Actionable) => status === 'running' && !allSent;
export const canResume = ({ status }: Actionable) => status === 'paused' || status === 'pausing';
export const canCancel = ({ status, allSent }: Actionable) => (status === 'running' || status === 'pausing') && !allSent;
/** An upload has begun and has not ended: the form is locked while it lasts. */
export const isInProgress = (status: UploadStatus) => status === 'running' || status === 'pausing' || status === 'paused' || status === 'canceling';

/** Bytes sent as whole percent of the file, never outside 0..100. */
export function percentOf(sent: number, total: number): number {
  if (!(total > 0) || !(sent > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((sent / total) * 100)));
}

/**
 * The next state, or the same object when the event is not allowed in this state (a pause while
 * paused, a late progress report after a cancel): callers compare to know whether it happened.
 */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  const { status } = state;
  switch (event.type) {
    case 'start':
      // A failed upload that starts again keeps its percent until the server says where it stands.
      return canStart(status) ? { ...state, status: 'running', allSent: false, reconnecting: false, problem: null, percent: status === 'error' ? state.percent : 0 } : state;
    case 'progress':
      if (status !== 'running' && status !== 'pausing') return state;
      return { ...state, percent: percentOf(event.sent, event.total), allSent: event.total > 0 && event.sent >= event.total, reconnecting: false };
    case 'reconnecting':
      return status === 'running' && !state.reconnecting ? { ...state, reconnecting: true } : state;
    case 'pause':
      return canPause(state) ? { ...state, status: 'pausing', reconnecting: false } : state;
    case 'paused':
      return status === 'pausing' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return canResume(state) ? { ...state, status: 'running' } : state;
    case 'cancel':
      return canCancel(state) ? { ...state, status: 'canceling', reconnecting: false } : state;
    case 'canceled':
      return status === 'canceling' ? { ...state, status: 'canceled', percent: 0, allSent: false } : state;
    case 'fail':
      return status === 'running' ? { ...state, status: 'error', reconnecting: false, problem: event.problem } : state;
    case 'succeed':
      return status === 'running' ? { ...state, status: 'success', percent: 100, allSent: true, reconnecting: false } : state;
    case 'reset':
      return status === 'success' || status === 'canceled' || status === 'error' || status === 'idle' ? initialUploadState : state;
  }
}
