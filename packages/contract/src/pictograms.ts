import { z } from 'zod';
import { PICTOGRAM_LOOKS } from './pictogram-paths.ts';

/**
 * Pictograms (issue 33): a library of symbols (Microsoft's Fluent Emoji, MIT) a manager gives a step or a
 * task instead of a photo, found by Croatian/Bosnian words (Unicode CLDR's `hr` annotations and our own
 * synonyms). A pictogram is kept by the symbol's name; the drawing is served by the server as SVG.
 */
export const pictogramRoutes = {
  /**
   * GET `?q=`: the symbols whose words match, best first (at most PICTOGRAM_SEARCH_LIMIT); without `q`,
   * everyday symbols to start from. The manager's token.
   */
  search: '/api/v1/pictograms',
  /** GET `{name}.svg`: the drawing (image/svg+xml, nosniff, a policy that runs no script). Public: <img> and the phone's offline cache load it. */
  drawing: '/api/v1/pictograms/:file',
  /** PUT `{ name }` sets the step's pictogram (it replaces the step's picture or video); DELETE removes it. The manager (owner or helper). */
  step: '/api/v1/task/sub/:id/pictogram',
  /** PUT `{ name }` sets the task's pictogram, shown beside its name; DELETE removes it. The manager (owner or helper). */
  task: '/api/v1/task/:id/pictogram',
} as const;

/** A search answers at most this many symbols. */
export const PICTOGRAM_SEARCH_LIMIT = 60;
/** The longest search text. */
export const MAX_PICTOGRAM_QUERY_LENGTH = 100;
/** The longest symbol name (the set's longest is far shorter). */
export const MAX_PICTOGRAM_NAME_LENGTH = 80;

/** A symbol's name: lower-case words joined by '-', e.g. 'tooth', 'fork-and-knife-with-plate'. */
export const pictogramNameSchema = z
  .string()
  .max(MAX_PICTOGRAM_NAME_LENGTH)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a pictogram name');

/** PUT …/pictogram: the symbol's name; a name the library does not have is 400 `name: unknown_pictogram`. */
export const setPictogramRequestSchema = z.object({ name: pictogramNameSchema });
export type SetPictogramRequest = z.infer<typeof setPictogramRequestSchema>;

/** A step's or a task's pictogram: the symbol's name and the address of its drawing (SVG, drawn crisply at any size). */
export const pictogramSchema = z.object({
  name: z.string(),
  downloadURL: z.string(),
});
export type Pictogram = z.infer<typeof pictogramSchema>;

export const pictogramSearchQuerySchema = z.object({
  q: z.string().max(MAX_PICTOGRAM_QUERY_LENGTH).optional(),
});

/** One symbol a search found: its name, its Croatian name (for its alt text and title) and its drawing. */
export const pictogramFoundSchema = pictogramSchema.extend({ label: z.string() });
export type PictogramFound = z.infer<typeof pictogramFoundSchema>;

export const pictogramSearchSchema = z.object({ results: z.array(pictogramFoundSchema) });
export type PictogramSearch = z.infer<typeof pictogramSearchSchema>;

// The looks and the drawing's address live without zod, for the phone's bundle (pictogram-paths.ts).
export { PICTOGRAM_LOOKS, pictogramDrawingPath, type PictogramLook } from './pictogram-paths.ts';
export const pictogramDrawingQuerySchema = z.object({ look: z.enum(PICTOGRAM_LOOKS).optional() });

/** The drawing's file name in the library's route: `{name}.svg`. */
export const pictogramFileSchema = z.object({ file: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/, 'expected {name}.svg').max(MAX_PICTOGRAM_NAME_LENGTH + 4) });
