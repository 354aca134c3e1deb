import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { FILES_PREFIX, type SignedLinks } from '../../platform/signed-links.ts';
import type { FileStorage } from '../../platform/storage.ts';

/** Types a browser may show inline; anything else is offered as a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif|heic)|video\/(mp4|webm|ogg|quicktime)|application\/pdf)$/;

const querySchema = z.object({
  type: z.string().min(1).max(100),
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

/** Serves stored files to signed links, so <img>, <video> and new tabs work without a header. */
export async function filesRoutes(fastify: FastifyInstance, { storage, links }: { storage: FileStorage; links: SignedLinks }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${FILES_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, by a signed and expiring link',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { type, expires, signature } = request.query;
      if (!links.verify(key, type, expires, signature)) {
        throw new AppError(403, 'forbidden', 'The link is invalid or has expired');
      }
      const file = await storage.read(key);
      if (!file) throw notFound('file');
      const inline = INLINE_TYPES.test(type);
      return reply
        .header('Content-Type', inline ? type : 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Content-Disposition', inline ? 'inline' : 'attachment')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('Cache-Control', `private, max-age=${Math.max(0, Math.floor((expires - Date.now()) / 1000))}`)
        .send(file.stream);
    },
  );
}
