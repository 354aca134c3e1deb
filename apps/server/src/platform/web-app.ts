import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

export const WEB_BASE = '/plan-dan/';
export const PHONE_BASE = '/plan-dan/m/';

export interface SinglePageApp {
  /** URL prefix with a trailing slash. */
  base: string;
  /** Folder of the built app; an app whose folder has no index.html is not served. */
  distDir: string | undefined;
}

/**
 * Serves each built app under its base, and answers any other page GET below a base
 * with that app's index.html, so deep links such as /plan-dan/employee/7 load the app.
 */
export async function registerWebApps(app: FastifyInstance, apps: SinglePageApp[]) {
  const served = apps
    .filter((spa): spa is { base: string; distDir: string } => !!spa.distDir && existsSync(path.join(spa.distDir, 'index.html')))
    // Longest base first, so /plan-dan/m/... is the phone app's, not the manager's.
    .sort((a, b) => b.base.length - a.base.length);

  for (const [index, spa] of served.entries()) {
    await app.register(fastifyStatic, {
      root: spa.distDir,
      prefix: spa.base,
      index: ['index.html'],
      decorateReply: index === 0,
      // Hashed assets never change; everything else must be revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/plan-dan', (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/plan-dan/m', (_request, reply) => reply.redirect(PHONE_BASE));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const spa = served.find((candidate) => pathname.startsWith(candidate.base));
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (spa && request.method === 'GET' && !looksLikeFile) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', spa.distDir);
    }
    return reply.status(404).send(errorBody('not_found', `Route ${request.method} ${pathname} not found`));
  });
}
