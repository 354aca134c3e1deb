import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { isApiError } from '@/lib/api-client';

/** Why a pictogram was not saved, in the manager's words (the server answers English codes). */
export function pictogramSaveError(error: unknown): string {
  if (!isApiError(error)) return p.notSaved;
  if (error.status === 0) return p.notSavedOffline;
  if (error.status === 400 && error.fields.name) return p.notSavedUnknown;
  if (error.status === 404) return p.notSavedGone;
  return p.notSaved;
}
