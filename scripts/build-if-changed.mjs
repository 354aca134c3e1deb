// `npm start` builds an app only when an input of its build changed since its last successful build
// (or it was never built), so a restart serves within seconds. After a successful build the hash of
// the inputs goes into dist/.build-stamp. Vite empties dist on every build, so a build by any other
// command (npm run build, npm test) drops the stamp and the next start builds again: never stale.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const STAMP_FILE = '.build-stamp';

export const APPS = [
  { workspace: '@plan-dan/web', dir: 'apps/web' },
  { workspace: '@plan-dan/employee', dir: 'apps/employee' },
];

// Folders whose whole content goes into the build: the app's own (src, public, index.html, vite,
// postcss and tsconfig files, package.json) and the two packages both apps import.
const SHARED_DIRS = ['packages/contract', 'packages/web-common'];
const SHARED_FILES = ['tsconfig.base.json', 'package-lock.json'];
const NOT_INPUTS = new Set(['node_modules', 'dist']);

function filesUnder(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_INPUTS.has(entry.name)) return [];
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return entry.isFile() ? [child] : [];
  });
}

/** A hash over the names and contents of every input of the app's build. */
export function hashInputs(root, app) {
  const files = [...filesUnder(root, app.dir), ...SHARED_DIRS.flatMap((dir) => filesUnder(root, dir))]
    .concat(SHARED_FILES.filter((file) => existsSync(path.join(root, file))))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

function isBuiltFrom(distDir, digest) {
  const stamp = path.join(distDir, STAMP_FILE);
  return existsSync(path.join(distDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest;
}

function npmBuild(app, root) {
  return spawnSync('npm', ['run', 'build', '--workspace', app.workspace], { cwd: root, stdio: 'inherit' }).status === 0;
}

/**
 * Builds each app whose inputs differ from its stamp, in order, stopping at the first failed build.
 * Returns whether every app is now built from its current sources, and which apps were built.
 */
export function buildIfChanged({ root = process.cwd(), apps = APPS, build = npmBuild, log = console.log } = {}) {
  const built = [];
  for (const app of apps) {
    // Hashed before building: a file edited during the build makes the next start build again.
    const digest = hashInputs(root, app);
    const distDir = path.join(root, app.dir, 'dist');
    if (isBuiltFrom(distDir, digest)) {
      log(`${app.workspace}: sources unchanged since the last build, not building`);
      continue;
    }
    log(`${app.workspace}: building (sources changed since the last build, or never built)`);
    if (!build(app, root)) return { ok: false, built };
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, STAMP_FILE), `${digest}\n`);
    built.push(app.workspace);
  }
  return { ok: true, built };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.exitCode = buildIfChanged({ root }).ok ? 0 : 1;
}
