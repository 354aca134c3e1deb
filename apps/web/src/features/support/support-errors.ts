import { hrSupport as t } from '@/i18n/hr-support';
import { isApiError } from '@/lib/api-client';

/** What the server's refusal of a record means, in the coach's words; `level` names what was chosen. */
export function recordError(error: unknown, level: string): string {
  if (isApiError(error)) {
    if (error.status === 400 && 'note' in error.fields) return t.noteTooLong;
    if (error.status === 404) return t.stepGone;
  }
  return t.failed(level);
}

export function withdrawError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return t.stepGone;
  return t.withdrawFailed;
}
