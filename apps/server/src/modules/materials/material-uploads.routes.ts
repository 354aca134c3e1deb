import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { materialRoutes, materialTitleProblem, type ErrorCode } from '@plan-dan/contract';
import { Server, type DataStore, type Locker } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, type Principal } from '../../platform/auth.ts';
import { AppError, errorBody } from '../../platform/errors.ts';
import { detectFileType } from '../../platform/file-type.ts';
import type { UploadStore } from '../../platform/storage.ts';
import { kindOf, MAX_PICTURE_MATERIAL_BYTES } from './material-uploads.service.ts';
import type { MaterialsService } from './materials.service.ts';

const UPLOADS = materialRoutes.uploads;
/** An upload nobody finished is removed a day after it began. */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
const MATERIAL_ID_HEADER = 'Plan-Dan-Material-Id';

/** What tus answers with, in our error shape. */
interface TusError {
  status_code: number;
  body: string;
}
const tusError = (status: number, code: ErrorCode, message: string, fields?: Record<string, string>): TusError => ({
  status_code: status,
  body: JSON.stringify(errorBody(code, message, fields)),
});

/** Our error code for a status tus answers with by itself. */
function codeOf(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409) return 'upload_conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  return status >= 500 ? 'internal_error' : 'validation_failed';
}

/**
 * tus writes some errors itself as plain text (a missing Tus-Resumable, a bad header): every error
 * answer is held back until its end and sent in our JSON error shape. Error bodies are a line of text.
 */
function answerErrorsAsJson(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (status: number, headers: Record<string, string | number>) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let failed: { status: number; chunks: Buffer[] } | undefined;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) failed!.chunks.push(Buffer.from(chunk));
  };
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 400) return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
    failed = { status, chunks: [] };
    return response;
  }) as typeof response.writeHead;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!failed) return write(chunk, ...rest);
    keep(chunk);
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    if (!failed) return end(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (typeof args[0] !== 'function') keep(args[0]);
    const text = Buffer.concat(failed.chunks).toString('utf8').trim();
    const body = text.startsWith('{') ? text : JSON.stringify(errorBody(codeOf(failed.status), text || 'Upload failed'));
    writeHead(failed.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'tus-resumable': '1.0.0' });
    return callback ? end(body, callback) : end(body);
  }) as typeof response.end;
}

/**
 * The store tus writes to, but the first bytes of an upload decide: a file that is none of the
 * accepted kinds (a renamed program, say), or a picture larger than the server checks, is refused at
 * once and its upload removed, instead of after gigabytes. The rest passes through untouched.
 */
function checkingFirstBytes(store: DataStore): DataStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'write') {
        return async (readable: Readable, id: string, offset: number) => {
          if (offset > 0) return target.write(readable, id, offset);
          const typed = await detectFileType(readable);
          const kind = kindOf(typed?.mime);
          const refusal = !kind
            ? tusError(415, 'unsupported_media_type', 'The file is not a picture, a video, a PDF or a ZIP', { file: 'unsupported_type' })
            : kind === 'image' && ((await target.getUpload(id)).size ?? 0) > MAX_PICTURE_MATERIAL_BYTES
              ? tusError(413, 'payload_too_large', 'Picture is too large')
              : undefined;
          if (!typed || refusal) {
            typed?.stream.resume();
            await target.remove(id).catch(() => undefined);
            throw refusal;
          }
          return target.write(typed.stream, id, offset);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The node request srvx keeps inside the request it hands tus's hooks. */
const nodeRequestOf = (request: unknown) => (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/**
 * Resumable uploads of materials with tus: POST creates one (the title in its metadata), PATCH sends
 * bytes from an offset, HEAD tells how far it got (after a reload or a server restart), DELETE cancels.
 * Only a manager uploads, and every request (not only the first) is checked against the upload's owner.
 */
export async function materialUploadsRoutes(
  fastify: FastifyInstance,
  { service, uploads, locker, maxBytes }: { service: MaterialsService; uploads: UploadStore; locker?: Locker; maxBytes: number },
) {
  // tus reads the node request it is given; Fastify has already checked the token and the owner on it.
  const checked = new WeakMap<IncomingMessage, { principal: Principal; uploadId?: string }>();
  const checkedOf = (request: unknown) => {
    const node = nodeRequestOf(request);
    const found = node && checked.get(node);
    if (!found) throw tusError(401, 'unauthorized', 'Authentication required');
    return found;
  };

  const tus = new Server({
    path: UPLOADS,
    datastore: checkingFirstBytes(uploads.datastore),
    // Undefined: tus's own, in this process's memory.
    locker,
    maxSize: maxBytes,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    // The id whose owner was checked, never one tus would read again from the address.
    getFileIdFromRequest: (request) => checked.get(nodeRequestOf(request)!)?.uploadId,
    async onUploadCreate(request, upload) {
      const { principal } = checkedOf(request);
      if (upload.sizeIsDeferred) throw tusError(400, 'validation_failed', 'Upload-Length is required', { 'Upload-Length': 'required' });
      if (upload.size === 0) throw tusError(400, 'validation_failed', 'The file is empty', { file: 'empty' });
      const problem = materialTitleProblem(upload.metadata?.title);
      if (problem) throw tusError(400, 'validation_failed', 'Invalid title', { title: problem });
      // The type S3 stores the object as (S3Store reads `contentType`, never tus-js-client's `filetype`): the
      // claimed one when it is a type we accept, else plain bytes. Served files take their type from
      // their bytes, checked at the end; this only keeps the bucket's own idea of them harmless.
      const claimed = upload.metadata?.filetype ?? undefined;
      const contentType = kindOf(claimed) ? claimed! : 'application/octet-stream';
      return { metadata: { ...upload.metadata, title: upload.metadata!.title!.trim(), managerId: String(principal.id), contentType } };
    },
    async onUploadFinish(request, upload) {
      const { principal } = checkedOf(request);
      try {
        const material = await service.finishUpload(principal.id, upload);
        return { headers: { [MATERIAL_ID_HEADER]: material.id } };
      } catch (error) {
        if (error instanceof AppError) throw tusError(error.statusCode, error.code, error.message, error.fields);
        throw error;
      }
    },
    async onResponseError(request, error) {
      if ('status_code' in error) return error;
      // A client that went away mid-request (or sent fewer bytes than it said) is at fault, not the server.
      const aborted = nodeRequestOf(request)?.destroyed || /abort|premature|ECONNRESET/i.test(error.message);
      return aborted ? tusError(400, 'validation_failed', 'The request ended early', { body: 'incomplete' }) : undefined;
    },
  });

  // At start, then hourly: unfinished uploads a day old go, forgotten finished ones become materials.
  const sweep = () => service.sweepUploads(UNFINISHED_UPLOAD_LIFETIME_MS);
  const sweepLogged = () => void sweep().catch((error: unknown) => fastify.log.warn({ err: error }, 'upload sweep failed'));
  sweepLogged();
  const timer = setInterval(sweepLogged, CLEAN_UP_EVERY_MS);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));

  // PATCH bodies go to tus untouched; Fastify's body limit does not apply to them.
  fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = principalOf(request);
    // tus would read an id from a query too; the one checked below is the path's, and the only one.
    if (request.raw.url?.includes('?')) return reply.status(400).send(errorBody('validation_failed', 'No query here', { url: 'query' }));
    const uploadId = request.method === 'POST' ? undefined : (request.params as { id: string }).id;
    if (uploadId !== undefined) {
      const upload = await service.upload(uploadId);
      if (!upload || upload.ownerId !== principal.id) return reply.status(404).send(errorBody('not_found', 'upload not found'));
      // A finished upload asked where it stands: its material exists by now (made here if the last
      // request's answer was lost), and the answer names it, as the last PATCH's would have.
      if (request.method === 'HEAD' && upload.complete) {
        const material = await service.finishUpload(principal.id, upload.upload).catch(() => undefined);
        if (material) reply.raw.setHeader(MATERIAL_ID_HEADER, String(material.id));
      }
    }
    checked.set(request.raw, { principal, uploadId });
    answerErrorsAsJson(reply.raw);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  const documented = (summary: string, withId: boolean) => ({
    onRequest: fastify.requireManager,
    schema: {
      tags: ['materials'],
      security: [{ bearerAuth: [] }],
      summary: `tus 1.0.0: ${summary} (headers as the tus protocol says; errors in the JSON error shape)`,
      ...(withId ? { params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'not_an_upload') }) } : {}),
    },
  });
  fastify.post(UPLOADS, documented('start an upload: Upload-Length, and Upload-Metadata with a title (the manager only)', false), handle);
  fastify.patch(`${UPLOADS}/:id`, documented('send bytes from Upload-Offset (application/offset+octet-stream)', true), handle);
  fastify.head(`${UPLOADS}/:id`, documented('how far the upload got (Upload-Offset), to resume it', true), handle);
  fastify.delete(`${UPLOADS}/:id`, documented('cancel an unfinished upload', true), handle);
}
