import { hr } from '@/i18n/hr';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { isApiError } from '@/lib/api-client';

/** The Croatian message under the login field for a refused invitation, by the server's code and field. */
export function inviteError(error: unknown): string {
  if (!isApiError(error)) return hr.app.genericError;
  if (error.fields.login === 'unknown_manager') return t.unknownManager;
  if (error.code === 'already_helper') return t.alreadyHelper;
  if (error.code === 'helper_is_owner') return t.helperIsOwner;
  if (error.status === 403) return t.onlyOwner;
  if (error.status === 400) return t.loginInvalid;
  return hr.app.genericError;
}
