import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ATTRIBUTE } from './marker.ts';

/** A page whose markup is rendered at build time: `file` in the build, for the address `location`. */
export interface PrerenderedPage {
  file: string;
  location: string;
}

/** What the server-side entry exports: the app's markup at an address, as the client renders it there first. */
interface PrerenderEntry {
  render(location: string): string;
}

const ROOT = '<div id="root"></div>';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Writes into the page only the rules its pre-rendered markup uses (Beasties matches them against the
 * markup; the CSP allows inline styles), so the screen paints with the HTML alone and the browser
 * parses a fraction of the app's stylesheet before that paint. The full stylesheets are taken out of
 * the page and returned, to be linked after the paint.
 */
async function inlineCriticalStyles(html: string, outDir: string, base: string): Promise<{ html: string; stylesheets: string[] }> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    // Moves each full stylesheet's link to the end of the body, from where it is taken out below.
    preload: 'body',
    noscriptFallback: false,
    inlineFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  const stylesheets: string[] = [];
  const withCritical = (await beasties.process(html)).replace(STYLESHEET_LINK, (_link, href: string) => {
    stylesheets.push(href);
    return '';
  });
  if (!withCritical.includes('<style>')) throw new Error('Beasties wrote no critical styles into the page');
  return { html: withCritical, stylesheets };
}

/**
 * Puts a small module in place of the page's entry script that links the full stylesheets and loads
 * the entry only after the pre-rendered screen has painted (the frame after the next animation frame;
 * at once in a hidden tab, which paints nothing). A module script already in the cache would otherwise
 * run the whole hydration before the first paint on a slow phone, and Lighthouse counts a script fetched
 * before the paint as part of it. The module is named by its content, so it is cached like any asset.
 */
function paintFirst(html: string, stylesheets: string[], outDir: string, base: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script to load after the first paint');
  const source =
    `const load = () => {\n` +
    `  for (const href of ${JSON.stringify(stylesheets)}) {\n` +
    `    const link = document.createElement('link');\n` +
    `    link.rel = 'stylesheet';\n` +
    `    link.href = href;\n` +
    `    document.head.append(link);\n` +
    `  }\n` +
    `  import(${JSON.stringify(entry)});\n` +
    `};\n` +
    `if (document.visibilityState === 'hidden') load();\n` +
    `else requestAnimationFrame(() => setTimeout(load));\n`;
  const file = `assets/paint-first-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, file), source);
  return html.replace(ENTRY_SCRIPT, `<script type="module" src="${base}${file}"></script>`);
}

/**
 * Writes each page into a copy of the built index.html, so the screen paints as soon as the HTML and
 * the stylesheet arrive, before the script has loaded (the CSP allows no inline script, so the markup
 * is all there is until then). The markup comes from an SSR build of `entry` with the app's own Vite
 * configuration, so CSS-module class names and aliases are those of the client build.
 */
export function prerender({ entry, pages }: { entry: string; pages: PrerenderedPage[] }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plan-dan-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      mkdirSync(config.cacheDir, { recursive: true });
      const ssrDir = mkdtempSync(path.join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
        });
        const entryFile = path.join(ssrDir, `${path.parse(entry).name}.js`);
        const { render } = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the pre-rendered markup in`);
        for (const page of pages) {
          const rendered = template
            // Mantine's light variables apply before its provider sets the attribute (no inline script may).
            .replace('<html lang="hr">', '<html lang="hr" data-mantine-color-scheme="light">')
            .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.location}">${render(page.location)}</div>`);
          const { html, stylesheets } = await inlineCriticalStyles(rendered, outDir, config.base);
          writeFileSync(path.join(outDir, page.file), paintFirst(html, stylesheets, outDir, config.base));
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
