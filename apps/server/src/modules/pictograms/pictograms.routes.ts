import { createHash } from 'node:crypto';
import {
  errorResponseSchema,
  MAX_PICTOGRAM_QUERY_LENGTH,
  PICTOGRAM_SEARCH_LIMIT,
  pictogramDrawingPath,
  pictogramDrawingQuerySchema,
  pictogramFileSchema,
  pictogramRoutes,
  pictogramSearchQuerySchema,
  pictogramSearchSchema,
  type PictogramSearch,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { answeredNotModified, createKeptAnswers } from '../../platform/kept-answers.ts';
import { theCatalogue } from './catalogue.ts';
import { drawingOf } from './drawings.ts';
import { buildIndex, queryKey, search, type SearchIndex } from './search.ts';

const tags = ['pictograms'];
const DAY_S = 24 * 60 * 60;
/** A search's answer changes only with a new library (a new server): kept by the manager's browser for a day. */
const SEARCH_CACHING = `private, max-age=${DAY_S}`;
/** A drawing changes only with a new library: kept a week by anyone (the phones' offline cache too). */
const DRAWING_CACHING = `public, max-age=${7 * DAY_S}`;
/**
 * An SVG can hold a script: the drawing's own policy runs none, loads nothing and sandboxes it even when
 * opened on its own. Inline styles stay (the high-contrast set's masks use one).
 */
const DRAWING_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const etagOf = (content: string) => `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;

let searchIndex: SearchIndex | undefined;
const theSearchIndex = () => (searchIndex ??= buildIndex(theCatalogue().symbols));

/**
 * A query's answer never changes while the server runs: worked out once and kept (with its ETag) for the
 * queries typed most lately, as a manager types 'z', 'zu', 'zub', 'zubi' and the next one does the same.
 */
const keptSearches = createKeptAnswers<{ answer: PictogramSearch; etag: string }>(2000);

function searchAnswer(query: string) {
  const key = queryKey(query);
  let kept = keptSearches.get(key);
  if (!kept) {
    const answer: PictogramSearch = {
      results: search(theSearchIndex(), key, PICTOGRAM_SEARCH_LIMIT).map(({ name, label }) => ({ name, label, downloadURL: pictogramDrawingPath(name) })),
    };
    kept = { answer, etag: etagOf(JSON.stringify(answer)) };
    keptSearches.keep(key, kept);
  }
  return kept;
}

export async function pictogramsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    pictogramRoutes.search,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Pictograms (Fluent Emoji) found by Croatian or Bosnian words, diacritics optional; without q, everyday symbols to start from',
        description:
          `At most ${PICTOGRAM_SEARCH_LIMIT}, best first: every word of q (at most ${MAX_PICTOGRAM_QUERY_LENGTH} characters) must match a word ` +
          "of the symbol's Croatian name, its Unicode CLDR keywords or our synonyms, whole, begun or inflected ('zubi' finds 'zub'). " +
          `With an ETag (If-None-Match answers 304) and Cache-Control: ${SEARCH_CACHING}.`,
        querystring: pictogramSearchQuerySchema,
        response: { 200: pictogramSearchSchema, 304: z.null(), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer, etag } = searchAnswer(request.query.q ?? '');
      if (answeredNotModified(request, reply, etag, SEARCH_CACHING)) return reply;
      return answer;
    },
  );

  app.get(
    pictogramRoutes.drawing,
    {
      schema: {
        tags,
        summary: "A pictogram's drawing, {name}.svg: image/svg+xml, public (img tags and the phone's offline cache load it)",
        description:
          "look=contrast draws it in one colour (currentColor) where the high-contrast set has it, else in colour. Sent with nosniff and " +
          `Content-Security-Policy: ${DRAWING_POLICY}; with an ETag (If-None-Match answers 304) and Cache-Control: ${DRAWING_CACHING}. 404 for a name the library lacks.`,
        params: pictogramFileSchema,
        querystring: pictogramDrawingQuerySchema,
        response: { 200: z.string().describe('The SVG document (image/svg+xml)'), 304: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      const drawing = drawingOf(name, request.query.look ?? 'color');
      if (drawing === undefined) throw notFound('pictogram');
      reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', DRAWING_POLICY);
      if (answeredNotModified(request, reply, etagOf(drawing), DRAWING_CACHING)) return reply;
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(drawing);
    },
  );
}
