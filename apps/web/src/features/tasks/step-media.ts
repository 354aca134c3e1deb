import { MAX_PHOTO_BYTES, MAX_STEP_VIDEO_BYTES, STEP_PICTURE_TYPES, STEP_VIDEO_TYPES } from '@plan-dan/contract/constants';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { isApiError } from '@/lib/api-client';

// A step's picture or short video, chosen on the task card or in the task form.

const t = hrTasks;

export const isVideoFile = (file: File) => file.type.startsWith('video/');

/** What the server's refusal of the file means, in the manager's words. */
export const stepMediaError = (error: unknown, file: File) => {
  if (!isApiError(error)) return hr.app.genericError;
  if (error.status === 413) return isVideoFile(file) ? t.videoTooLarge : t.pictureTooLarge;
  if (error.status === 400) return error.fields.file === 'unsupported_video' ? t.videoNotSupported : t.pictureNotImage;
  return hr.app.genericError;
};

/** Told before sending: a file the server would refuse for its size need not be uploaded first. */
export const stepMediaTooLarge = (file: File) =>
  isVideoFile(file) ? (file.size > MAX_STEP_VIDEO_BYTES ? t.videoTooLarge : null) : file.size > MAX_PHOTO_BYTES ? t.pictureTooLarge : null;

/** What the file picker offers: the pictures and the videos every phone shows. */
export const STEP_MEDIA_ACCEPT = [...STEP_PICTURE_TYPES, ...STEP_VIDEO_TYPES].join(',');
