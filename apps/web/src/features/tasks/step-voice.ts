import { MAX_STEP_VOICE_BYTES } from '@plan-dan/contract/constants';
import { hr } from '@/i18n/hr';
import { hrStepVoice as v } from '@/i18n/hr-task-media';
import { isApiError } from '@/lib/api-client';

// A step's recorded voice: what this browser records, what a file may be, and the server's refusals in words.

/**
 * What MediaRecorder is asked for, best first: Opus in WebM (Chromium, Firefox), then MP4/AAC (Safari), then
 * Ogg. The server judges the bytes, so any of them is taken.
 */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'] as const;

/** The first type this browser can record, or undefined: MediaRecorder then picks its own. */
export const recordingType = (isSupported: (type: string) => boolean): string | undefined => RECORDING_TYPES.find(isSupported);

const extensions: Record<string, string> = { 'audio/webm': 'webm', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/**
 * A recording as a file of its bare type ('audio/webm', without the codec), as the upload sends it and as a
 * file chosen from the disk would be.
 */
export function asVoiceFile(recording: Blob): File {
  const type = recording.type.split(';')[0]?.trim() || 'audio/webm';
  return new File([recording], `glas.${extensions[type] ?? 'webm'}`, { type });
}

/** What the file picker offers: any sound (the usual names too, for a system that knows no type for them). */
export const STEP_VOICE_ACCEPT = 'audio/*,.webm,.ogg,.oga,.opus,.m4a,.mp4,.mp3,.wav';

/** Told before sending: a file the server would refuse for its size need not be uploaded first. */
export const stepVoiceTooLarge = (file: Blob) => (file.size > MAX_STEP_VOICE_BYTES ? v.tooLarge : null);

/** What the server's refusal of a voice means, in the manager's words. */
export function stepVoiceError(error: unknown): string {
  if (!isApiError(error)) return hr.app.genericError;
  if (error.status === 413) return v.tooLarge;
  if (error.status === 415 || error.status === 400) return v.notAudio;
  return hr.app.genericError;
}
