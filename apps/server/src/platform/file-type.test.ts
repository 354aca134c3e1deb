import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { buildNoisyJpeg } from '../../test/uploads.ts';
import { detectFileType } from './file-type.ts';

/** A body that has already received everything, in the given pieces, and its end. */
function arrivedBody(pieces: Buffer[]): Readable {
  const body = new Readable({ read() {} });
  for (const piece of pieces) body.push(piece);
  body.push(null);
  return body;
}

describe('detectFileType', () => {
  it('keeps every byte of a body that had fully arrived before it was read, in one piece or several', async () => {
    const photo = await buildNoisyJpeg();
    for (const pieces of [[photo], [photo.subarray(0, 5000), photo.subarray(5000)], [photo.subarray(0, 10), photo.subarray(10)]]) {
      const typed = await detectFileType(arrivedBody(pieces));
      expect(typed?.mime).toBe('image/jpeg');
      expect((await buffer(typed!.stream)).equals(photo), `${pieces.length} pieces`).toBe(true);
    }
  });

  it('keeps every byte of a body still arriving', async () => {
    const photo = await buildNoisyJpeg();
    const body = new Readable({ read() {} });
    body.push(photo.subarray(0, 100));
    const typed = detectFileType(body);
    setTimeout(() => {
      body.push(photo.subarray(100, 9000));
      setTimeout(() => {
        body.push(photo.subarray(9000));
        body.push(null);
      }, 20);
    }, 20);
    const found = await typed;
    expect(found?.ext).toBe('jpg');
    expect((await buffer(found!.stream)).equals(photo)).toBe(true);
  });

  it('lets a caller drain a refused body that then fails, with no unhandled error', async () => {
    const photo = await buildNoisyJpeg();
    const body = new Readable({ read() {} });
    body.push(photo.subarray(0, 5000));
    const typed = await detectFileType(body);
    // What the upload route does with a file of a refused kind; then the upload is torn down.
    typed!.stream.resume();
    body.destroy(new Error('refused'));
    await new Promise((resolve) => typed!.stream.once('close', resolve));
    expect(typed!.stream.destroyed).toBe(true);
  });

  it('answers undefined for an empty body and for bytes of no known type', async () => {
    expect(await detectFileType(arrivedBody([]))).toBeUndefined();
    expect(await detectFileType(arrivedBody([Buffer.from('just some words, not a picture')]))).toBeUndefined();
  });
});
