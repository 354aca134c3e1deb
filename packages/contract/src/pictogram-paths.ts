/**
 * A pictogram drawing's address and looks (issue 33), written once: the server, the manager's app and the phone
 * use them. No zod, so a browser imports it as '@plan-dan/contract/pictogram-paths' without the schemas (the
 * phone draws and keeps pictograms offline with it).
 */

/** Where the drawings are served, `{name}.svg` below it (pictogramRoutes.drawing). */
export const PICTOGRAM_DRAWINGS_PATH = '/api/v1/pictograms/';

/**
 * How a drawing looks: 'color' (Fluent Emoji Flat), or 'contrast' (Fluent Emoji High Contrast: one colour,
 * `currentColor`, for a phone set to 'Piktogrami visokog kontrasta', drawn in the phone's text colour as a
 * mask); a symbol the high-contrast set lacks is drawn in colour.
 */
export const PICTOGRAM_LOOKS = ['color', 'contrast'] as const;
export type PictogramLook = (typeof PICTOGRAM_LOOKS)[number];

/** The address of a symbol's drawing (relative to the app's base, as every downloadURL): the one place it is written. */
export const pictogramDrawingPath = (name: string, look: PictogramLook = 'color') =>
  `${PICTOGRAM_DRAWINGS_PATH}${name}.svg${look === 'color' ? '' : `?look=${look}`}`;
