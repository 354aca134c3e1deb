import { z } from 'zod';
import { MATERIAL_KINDS } from './constants.ts';

/** The spec's material (id, name, contentType, downloadURL, created) and what the screens need beside it. */
export const materialSchema = z.object({
  id: z.number().int(),
  /** The title the manager gave it. */
  name: z.string(),
  /** The type found in the file's bytes. */
  contentType: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  size: z.number().int(),
  /** A signed, expiring link that works in <img>, <video> and a new tab; ZIPs download. */
  downloadURL: z.string(),
  /** A small image for the cards (pictures, and videos whose first frame was sent); null for PDF and ZIP. */
  previewURL: z.string().nullable(),
  /** ISO timestamp. */
  created: z.string(),
});
export type Material = z.infer<typeof materialSchema>;
export const materialListSchema = z.array(materialSchema);
