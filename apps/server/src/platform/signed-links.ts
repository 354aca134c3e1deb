import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILES_PREFIX = '/api/v1/files/';

/** Links stay the same for an hour (so browsers can cache) and work for one to two hours. */
export const LINK_WINDOW_MS = 60 * 60 * 1000;

export interface LinkOptions {
  /** The name a download is saved under (ZIPs); signed with the rest, so a link cannot be renamed. */
  filename?: string;
  now?: number;
}

export interface SignedLinks {
  /** A link to a stored file that works without a header, e.g. in <img>, <video> or a new tab. */
  linkTo(key: string, contentType: string, options?: LinkOptions): string;
  /** True when the signature matches and the link has not expired. */
  verify(key: string, contentType: string, expires: number, signature: string, filename?: string, now?: number): boolean;
}

export function createSignedLinks(secret: string): SignedLinks {
  const sign = (key: string, contentType: string, expires: number, filename: string) =>
    createHmac('sha256', `files:${secret}`).update(`${key}\n${contentType}\n${expires}\n${filename}`).digest('base64url');

  return {
    linkTo(key, contentType, { filename, now = Date.now() } = {}) {
      const expires = Math.ceil((now + LINK_WINDOW_MS) / LINK_WINDOW_MS) * LINK_WINDOW_MS;
      const query = new URLSearchParams({ type: contentType, expires: String(expires) });
      if (filename) query.set('name', filename);
      query.set('signature', sign(key, contentType, expires, filename ?? ''));
      return `${FILES_PREFIX}${key}?${query}`;
    },

    verify(key, contentType, expires, signature, filename = '', now = Date.now()) {
      if (!Number.isFinite(expires) || expires < now) return false;
      const expected = Buffer.from(sign(key, contentType, expires, filename));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
