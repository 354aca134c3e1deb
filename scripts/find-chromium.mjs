// Finds the Chromium the browser tests drive, and installs Debian's when it is missing and this
// process may install packages. Playwright's own browser download (npx playwright install) is not
// reachable from where the project runs, so it is never used.
// Alone: `node scripts/find-chromium.mjs` prints the browser's path, or one line saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Debian's headless shell first: the tests run headless, and it opens a page in about 180 ms where the
// full browser takes 450–500 ms on the 2-core machines here (Chromium 156), in every one of ~300 tests.
export const DEFAULT_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const NAMES_ON_PATH = ['chromium-headless-shell', 'chromium', 'chromium-browser'];
// The headless shell has no push messaging: the notification specs run in the full browser.
export const FULL_CANDIDATES = ['/usr/bin/chromium'];
const FULL_NAMES_ON_PATH = ['chromium', 'chromium-browser'];
const PACKAGES = ['chromium-headless-shell', 'chromium'];

export const NOT_FOUND_MESSAGE =
  'Chromium not found for the browser tests: install it (Debian: `sudo apt-get install -y chromium-headless-shell chromium`) ' +
  'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.';

/** One line saying what to do when findChromium found nothing. */
export function missingMessage(env = process.env) {
  return env.CHROMIUM_PATH
    ? `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which is not an executable file: point it at Chromium or unset it.`
    : NOT_FOUND_MESSAGE;
}

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function findOnPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutableFile(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** The browser's path, or undefined. A set CHROMIUM_PATH is the only place looked at: the user chose it. */
export function findChromium({ env = process.env, candidates = DEFAULT_CANDIDATES } = {}) {
  if (env.CHROMIUM_PATH) return isExecutableFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return candidates.find(isExecutableFile) ?? NAMES_ON_PATH.map((name) => findOnPath(name, env)).find(Boolean);
}

/** The full browser (for what the headless shell cannot do), or undefined. */
export function findFullChromium({ env = process.env, candidates = FULL_CANDIDATES } = {}) {
  return candidates.find(isExecutableFile) ?? FULL_NAMES_ON_PATH.map((name) => findOnPath(name, env)).find(Boolean);
}

// apt-get's progress would bury the test output; it is shown only when apt-get fails.
function runQuietly(command, args, env) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  if (result.status === 0) return true;
  process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
  return false;
}

/**
 * Returns { path } of a Chromium, installing Debian's package first when none is found and this
 * process runs as root with apt-get; otherwise { error } with one line saying what to do.
 */
export function ensureChromium({
  env = process.env,
  candidates = DEFAULT_CANDIDATES,
  uid = process.getuid?.(),
  log = console.log,
} = {}) {
  const found = findChromium({ env, candidates });
  if (found) return { path: found };
  const aptGet = findOnPath('apt-get', env);
  // A wrong CHROMIUM_PATH is the user's choice to fix: installing would not change what it points at.
  if (env.CHROMIUM_PATH || uid !== 0 || !aptGet) return { error: missingMessage(env) };

  log(`Chromium not found: installing Debian's ${PACKAGES.join(' and ')} packages (apt-get update && apt-get install -y ${PACKAGES.join(' ')}) …`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!runQuietly(aptGet, ['update', '-qq'], aptEnv) || !runQuietly(aptGet, ['install', '-y', '-qq', ...PACKAGES], aptEnv)) {
    return { error: `Installing Chromium with apt-get failed (output above). ${NOT_FOUND_MESSAGE}` };
  }
  const installed = findChromium({ env, candidates });
  if (!installed) return { error: `apt-get installed ${PACKAGES.join(' and ')}, but no Chromium binary was found. ${NOT_FOUND_MESSAGE}` };
  log(`Chromium installed: ${installed}`);
  return { path: installed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = ensureChromium({ log: (line) => console.error(line) });
  if (result.path) console.log(result.path);
  else console.error(result.error);
  process.exitCode = result.path ? 0 : 1;
}
