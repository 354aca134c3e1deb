import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, rangeNotSatisfiable } from '../../platform/errors.ts';
import { FILES_PREFIX, type SignedLinks } from '../../platform/signed-links.ts';
import type { ByteRange, FileStorage } from '../../platform/storage.ts';

/** Types a browser may show inline; anything else is offered as a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif|heic)|video\/(mp4|webm|ogg|quicktime)|audio\/(webm|ogg|mp4|mpeg|wav)|application\/pdf)$/;
/** Downloads that keep their type (the phone then offers the right app); others go as plain bytes. */
const DOWNLOAD_TYPES = /^application\/zip$/;
/** Nothing a stored file holds may run. */
const CONTENT_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'";

const querySchema = z.object({
  type: z.string().min(1).max(100),
  expires: z.coerce.number().int(),
  name: z.string().max(260).optional(),
  signature: z.string().min(1).max(100),
});

/**
 * The one range of `Range: bytes=…` (what browsers send for video and resumed downloads), or
 * undefined for the whole file. Several ranges in one request are answered with the whole file.
 */
function rangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  if (range.start > range.end || range.start >= size) throw rangeNotSatisfiable();
  return range;
}

/** `attachment; filename=…` that every browser reads, the real name in UTF-8 beside a plain one. */
function attachment(name: string | undefined): string {
  if (!name) return 'attachment';
  const plain = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'file';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Serves stored files to signed links, so <img>, <video> and new tabs work without a header. */
export async function filesRoutes(fastify: FastifyInstance, { storage, links }: { storage: FileStorage; links: SignedLinks }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${FILES_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, by a signed and expiring link; a Range header answers 206 with that part',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { type, expires, name, signature } = request.query;
      if (!links.verify(key, type, expires, signature, name)) throw forbidden('The link is invalid or has expired');
      const size = await storage.size(key);
      if (size === undefined) throw notFound('file');
      const range = rangeOf(request.headers.range, size);
      const file = await storage.read(key, range);
      if (!file) throw notFound('file');
      const inline = INLINE_TYPES.test(type);
      reply
        .header('Content-Type', inline || DOWNLOAD_TYPES.test(type) ? type : 'application/octet-stream')
        .header('Accept-Ranges', 'bytes')
        .header('Content-Disposition', inline ? 'inline' : attachment(name))
        // Chrome's and Safari's PDF viewers refuse to open in a sandbox; their own viewers run no page script.
        .header('Content-Security-Policy', type === 'application/pdf' ? CONTENT_POLICY : `${CONTENT_POLICY}; sandbox`)
        .header('Cache-Control', `private, max-age=${Math.max(0, Math.floor((expires - Date.now()) / 1000))}`);
      if (!range) return reply.header('Content-Length', size).send(file.stream);
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(file.stream);
    },
  );
}
