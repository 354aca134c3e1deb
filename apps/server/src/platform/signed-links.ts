import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILES_PREFIX = '/api/v1/files/';

/** Links stay the same for an hour (so browsers can cache) and work for one to two hours. */
const WINDOW_MS = 60 * 60 * 1000;

export interface SignedLinks {
  /** A link to a stored file that works without a header, e.g. in <img> or a new tab. */
  linkTo(key: string, contentType: string, now?: number): string;
  /** True when the signature matches and the link has not expired. */
  verify(key: string, contentType: string, expires: number, signature: string, now?: number): boolean;
}

export function createSignedLinks(secret: string): SignedLinks {
  const sign = (key: string, contentType: string, expires: number) =>
    createHmac('sha256', `files:${secret}`).update(`${key}\n${contentType}\n${expires}`).digest('base64url');

  return {
    linkTo(key, contentType, now = Date.now()) {
      const expires = Math.ceil((now + WINDOW_MS) / WINDOW_MS) * WINDOW_MS;
      const query = new URLSearchParams({ type: contentType, expires: String(expires), signature: sign(key, contentType, expires) });
      return `${FILES_PREFIX}${key}?${query}`;
    },

    verify(key, contentType, expires, signature, now = Date.now()) {
      if (!Number.isFinite(expires) || expires < now) return false;
      const expected = Buffer.from(sign(key, contentType, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
