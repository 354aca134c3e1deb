import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** 'Cache-Control: no-cache' (a browser's hard reload) asks for the answer worked out anew, nothing of it kept. */
export const workedOutAnew = (request: FastifyRequest) => request.headers['cache-control']?.includes('no-cache') === true;

/**
 * Answers 304, with no body and no body length, when the client's copy is current (true: answered);
 * otherwise sets the ETag and lets the route answer. `cacheControl` for both: by default asked again each time.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl = 'private, no-cache'): boolean {
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  const known = request.headers['if-none-match'];
  if (typeof known !== 'string' || !known.split(',').some((tag) => tag.trim() === etag)) return false;
  void reply.status(304).send();
  return true;
}

/**
 * Answers kept in memory by a key that names everything they depend on (the asker and an ETag made of
 * versions the database raises), so that an unchanged answer is not worked out again: a key that still
 * comes up is still right, and one no longer asked for falls out. Per instance; another instance's
 * change reaches the key through the database's versions, never through this memory.
 */
export function createKeptAnswers<Answer extends object>(maxEntries: number) {
  const kept = new LRUCache<string, Answer>({ max: maxEntries });
  return {
    get: (key: string): Answer | undefined => kept.get(key),
    keep: (key: string, answer: Answer): void => void kept.set(key, answer),
  };
}
export type KeptAnswers<Answer extends object> = ReturnType<typeof createKeptAnswers<Answer>>;
