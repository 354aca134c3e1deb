import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PHONE_BASE, TIME_ZONE_META_NAME, WEB_BASE } from '@plan-dan/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors.ts';

// The apps' bases are the contract's (app-paths.ts): the routers and the notifications' links use the same.
export { PHONE_BASE, WEB_BASE };

export interface SinglePageApp {
  /** URL prefix with a trailing slash. */
  base: string;
  /** Folder of the built app; an app whose folder has no index.html is not served. */
  distDir: string | undefined;
  /**
   * Pages the build pre-rendered, by path below the base (`login` → `login.html`): sent for that
   * address instead of index.html, so the screen paints before the script has loaded. A build
   * without the file falls back to index.html.
   */
  prerendered?: Record<string, string>;
}

/** What the server tells both apps in their page, so they need no request before they can judge dates. */
export interface PageSettings {
  timeZone: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A built page with the server's settings in a meta tag (the CSP allows no inline script). */
function pageWithSettings(distDir: string, file: string, settings: PageSettings): string {
  const html = readFileSync(path.join(distDir, file), 'utf8');
  const meta = `<meta name="${TIME_ZONE_META_NAME}" content="${escapeAttribute(settings.timeZone)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `    ${meta}\n  </head>`) : `${meta}${html}`;
}

/**
 * Serves each built app under its base, and answers any other page GET below a base
 * with that app's index.html, so deep links such as /plan-dan/employee/7 load the app.
 */
export async function registerWebApps(app: FastifyInstance, apps: SinglePageApp[], settings: PageSettings) {
  const served = apps
    .filter((spa): spa is SinglePageApp & { distDir: string } => !!spa.distDir && existsSync(path.join(spa.distDir, 'index.html')))
    // Longest base first, so /plan-dan/m/... is the phone app's, not the manager's.
    .sort((a, b) => b.base.length - a.base.length)
    .map((spa) => ({
      ...spa,
      page: pageWithSettings(spa.distDir, 'index.html', settings),
      prerenderedPages: Object.entries(spa.prerendered ?? {})
        .filter(([, file]) => existsSync(path.join(spa.distDir, file)))
        .map(([route, file]) => ({ route, file, page: pageWithSettings(spa.distDir, file, settings) })),
    }));

  const hidden = { schema: { hide: true } };
  const sendPage = (reply: FastifyReply, page: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);

  for (const [index, spa] of served.entries()) {
    app.get(spa.base, hidden, (_request, reply) => sendPage(reply, spa.page));
    for (const { route, page } of spa.prerenderedPages) app.get(`${spa.base}${route}`, hidden, (_request, reply) => sendPage(reply, page));
    // Pages are sent only with the settings in them, by the handlers above and below.
    const pageFiles = new Set(['/index.html', ...spa.prerenderedPages.map(({ file }) => `/${file}`)]);
    await app.register(fastifyStatic, {
      root: spa.distDir,
      prefix: spa.base,
      index: false,
      allowedPath: (pathName) => !pageFiles.has(pathName),
      // The build stamp and the like are not for browsers: such a path gets the app's page instead.
      dotfiles: 'ignore',
      decorateReply: index === 0,
      // The build wrote a Brotli and a gzip copy beside each script and stylesheet (precompress plugin).
      preCompressed: true,
      // Hashed assets never change; everything else must be revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', hidden, (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/plan-dan', hidden, (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/plan-dan/m', hidden, (_request, reply) => reply.redirect(PHONE_BASE));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const spa = served.find((candidate) => pathname.startsWith(candidate.base));
    const isPage = pathname === `${spa?.base}index.html` || !/\.[a-z0-9]+$/i.test(pathname);
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && isPage) return sendPage(reply, spa.page);
    return reply.status(404).send(errorBody('not_found', `Route ${request.method} ${pathname} not found`));
  });
}
