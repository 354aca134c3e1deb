import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * The built stylesheets written into the page (the CSP allows inline styles): the pre-rendered screen
 * then paints with the HTML alone, without waiting a round trip for the stylesheet.
 */
function inlineStylesheets(html: string, outDir: string, base: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    const css = readFileSync(path.join(outDir, href.slice(base.length)), 'utf8');
    return `<style>${css}</style>`;
  });
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
          const html = inlineStylesheets(template, outDir, config.base)
            // Mantine's light variables apply before its provider sets the attribute (no inline script may).
            .replace('<html lang="hr">', '<html lang="hr" data-mantine-color-scheme="light">')
            .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.location}">${render(page.location)}</div>`);
          writeFileSync(path.join(outDir, page.file), html);
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
