import type { Readable } from 'node:stream';
import { badRequest, payloadTooLarge } from '../../../platform/errors.ts';
import { checkPicture, readAtMost } from '../../../platform/image-check.ts';

/** Refused when its first bytes are no accepted picture, or it does not decode. */
export const notAnImage = () => badRequest({ file: 'not_an_image' });

/**
 * A picture (a step photo or a step picture) read whole, once it is known to decode: one whose first bytes
 * say JPEG or PNG but that no browser could show is refused with 400 `file: not_an_image` (see
 * platform/image-check.ts). It is read before it is stored, since sharp holds its whole input to check
 * it anyway, so a refused picture leaves nothing behind.
 */
export async function decodedPicture(body: Readable, maxBytes: number): Promise<Buffer> {
  const bytes = await readAtMost(body, maxBytes);
  if (!bytes) throw payloadTooLarge();
  if (bytes.length === 0) throw notAnImage();
  const check = await checkPicture(bytes, { maxBytes });
  if (check.ok) return bytes;
  throw check.problem === 'too_large' ? payloadTooLarge() : notAnImage();
}
