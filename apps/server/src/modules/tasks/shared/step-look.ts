import type { StoredPicture } from './presenter.ts';

/**
 * What a step shows above its text (issue 33): the manager's picture (or video), or a pictogram from the
 * library, never both. A change sets or removes one of them: `{ picture }` or `{ pictogram }`, null removing it.
 */
export type LookChange = { picture: StoredPicture | null } | { pictogram: string | null };

/**
 * The one rule of the two: setting one clears the other; removing one leaves the other as it is. Answers
 * the step's picture and pictogram after the change, undefined for the one it keeps.
 */
export function lookAfter(change: LookChange): { picture?: StoredPicture | null; pictogram?: string | null } {
  if ('picture' in change) return change.picture === null ? { picture: null } : { picture: change.picture, pictogram: null };
  return change.pictogram === null ? { pictogram: null } : { picture: null, pictogram: change.pictogram };
}

/** A step row's picture columns for this picture (or none). */
export const pictureColumns = (picture: StoredPicture | null) => ({
  picture_key: picture?.storageKey ?? null,
  picture_type: picture?.contentType ?? null,
  picture_preview_key: picture?.previewKey ?? null,
});

/** The step row's columns the change sets (see lookAfter): the step itself and a routine's days alike. */
export function lookColumns(change: LookChange) {
  const { picture, pictogram } = lookAfter(change);
  return { ...(picture === undefined ? {} : pictureColumns(picture)), ...(pictogram === undefined ? {} : { pictogram }) };
}
