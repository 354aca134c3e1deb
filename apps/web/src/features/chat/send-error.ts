import { MAX_MESSAGE_LENGTH } from '@plan-dan/contract/constants';
import { hrChat as t } from '@/i18n/hr-chat';
import { isApiError } from '@/lib/api-client';

/** What a message in the field needs before it can go: null when it can be sent. */
export function draftProblem(text: string): string | null {
  return text.trim().length > MAX_MESSAGE_LENGTH ? t.errors.tooLong(MAX_MESSAGE_LENGTH) : null;
}

/** Why a message was not sent, in the manager's words. */
export function sendErrorText(error: unknown): string {
  if (!isApiError(error)) return t.errors.unknown;
  if (error.status === 0) return t.errors.network;
  if (error.status === 429) return t.errors.tooMany;
  if (error.status === 404) return t.errors.gone;
  if (error.status === 413) return t.errors.tooLong(MAX_MESSAGE_LENGTH);
  if (error.status === 400) return t.errors.invalid;
  return t.errors.unknown;
}
