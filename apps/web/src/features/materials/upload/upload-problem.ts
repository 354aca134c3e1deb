import { MAX_MATERIAL_TITLE_LENGTH } from '@plan-dan/contract/constants';
import { hrMaterials } from '@/i18n/hr-materials';
import { toApiError } from '@/lib/api-client';

export type UploadProblemReason =
  | 'title_required'
  | 'title_too_long'
  | 'title_invalid'
  | 'file_required'
  | 'file_empty'
  | 'file_type'
  | 'file_damaged'
  | 'file_too_large'
  | 'network'
  | 'server'
  | 'gone'
  | 'unauthorized'
  | 'unknown';

export interface UploadProblem {
  reason: UploadProblemReason;
  /** The form field the problem belongs beside, or null for the upload as a whole. */
  field: 'title' | 'file' | null;
  /** The bytes sent so far are kept on the server: choosing the same file again goes on from there. */
  resumable: boolean;
}

const problem = (reason: UploadProblemReason, field: UploadProblem['field'] = null, resumable = false): UploadProblem => ({ reason, field, resumable });

const TITLE_REASONS: Record<string, UploadProblemReason> = {
  required: 'title_required',
  too_long: 'title_too_long',
};

function parse(body: string | undefined): unknown {
  try {
    return body ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a failed tus request means for the manager, from its HTTP status (0: the server was not
 * reached) and the server's error body. The server decides the type from the bytes, so a 415 is
 * the file's fault whatever its name said.
 */
export function uploadProblemOf(status: number, body?: string): UploadProblem {
  if (status === 0) return problem('network', null, true);
  const error = toApiError(status, parse(body));
  if (status === 401) return problem('unauthorized');
  if (status === 413) return problem('file_too_large', 'file');
  if (status === 415 || error.code === 'unsupported_media_type') return problem('file_type', 'file');
  if (status === 404 || status === 410) return problem('gone');
  if (status === 400) {
    const title = error.fields.title;
    if (title) return problem(TITLE_REASONS[title] ?? 'title_invalid', 'title');
    if (error.fields.file === 'empty') return problem('file_empty', 'file');
    // Its first bytes said picture, but the picture does not open.
    if (error.fields.file === 'not_an_image') return problem('file_damaged', 'file');
    // The server's word for a request cut off half-way (a dropped connection), not a bad file.
    if (error.code === 'upload_conflict') return problem('network', null, true);
    return problem('unknown');
  }
  if (status === 409 || status === 423 || status >= 500) return problem('server', null, true);
  return problem('unknown');
}

const e = hrMaterials.errors;
const MESSAGES: Record<UploadProblemReason, string> = {
  title_required: e.titleRequired,
  title_too_long: e.titleTooLong(MAX_MATERIAL_TITLE_LENGTH),
  title_invalid: e.titleInvalid,
  file_required: e.fileRequired,
  file_empty: e.fileEmpty,
  file_type: e.fileType,
  file_damaged: e.fileDamaged,
  file_too_large: e.fileTooLarge,
  network: e.network,
  server: e.server,
  gone: e.gone,
  unauthorized: e.unauthorized,
  unknown: e.unknown,
};

/** The Croatian sentence for a problem, shown beside its field or under the progress bar. */
export const problemMessage = (reason: UploadProblemReason): string => MESSAGES[reason];
