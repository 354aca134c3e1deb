import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from './errors.ts';

/** Enough of a file's start to tell every type we accept (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

export interface TypedStream {
  /** The whole upload, the bytes read to find the type included. */
  stream: Readable;
  mime: string;
  ext: string;
}

/** Collects the first `size` bytes of the body (fewer when it ends sooner), then pauses it. */
function readHead(body: Readable, size: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) {
        body.pause();
        cleanup();
        resolve({ head: Buffer.concat(chunks), ended: false });
      }
    };
    const onEnd = () => {
      cleanup();
      resolve({ head: Buffer.concat(chunks), ended: true });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // The client went away before the end.
    const onClose = () => {
      cleanup();
      reject(incompleteUpload());
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
  });
}

/** The client stopped sending before the body was complete. */
export const incompleteUpload = () => badRequest({ file: 'incomplete' });

/**
 * Finds an upload's type from its first bytes (never from the name or the header the client sends).
 * Waits for enough bytes however slowly they come (a phone on a poor connection sends a few at a
 * time), and answers undefined for a body of unknown type or an empty one.
 */
export async function detectFileType(body: Readable): Promise<TypedStream | undefined> {
  if (body.readableEnded) return undefined;
  const { head, ended } = await readHead(body, SAMPLE_BYTES);
  const type = head.length === 0 ? undefined : await fileTypeFromBuffer(head);
  if (!type) {
    body.resume();
    return undefined;
  }
  if (ended) return { stream: Readable.from([head]), mime: type.mime, ext: type.ext };
  // A client that goes away mid-body is at fault (400), not the server. Until the caller pipes the
  // stream on (or when it only drains a refused one), listeners keep such an error from going unhandled.
  body.once('aborted', () => body.destroy(incompleteUpload()));
  body.on('error', () => undefined);
  const stream = Readable.from(headThenRest(head, body));
  stream.on('error', () => undefined);
  return { stream, mime: type.mime, ext: type.ext };
}

/**
 * The bytes read, then the rest of the body. Not `unshift`: when the whole body had already come,
 * the body ends as soon as its last bytes are read, and bytes put back after that are lost.
 */
async function* headThenRest(head: Buffer, body: Readable): AsyncGenerator<Buffer> {
  yield head;
  yield* body;
}
