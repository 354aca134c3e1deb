/**
 * Which Node release lines Plan dan still supports, and the one start-up warning when it runs on a line
 * that no longer gets security fixes. Dates from the Node.js release schedule (nodejs.org/en/about/previous-releases).
 */

/** The runtime the README recommends and CI tests first. */
export const RECOMMENDED_RUNTIME = 'Node 24 LTS';

/** End of life (last day with fixes, YYYY-MM-DD) of the even, long-term-support lines. */
export const END_OF_LIFE: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

const OLDEST_KNOWN_LINE = Math.min(...Object.keys(END_OF_LIFE).map(Number));

/**
 * The warning to log once at start, or undefined when the line is still supported (or the version is
 * not a Node version this rule can read, or a line newer than the table).
 * @param version `process.version`, e.g. 'v20.20.2'
 * @param today today's date, YYYY-MM-DD
 */
export function runtimeWarning(version: string, today: string): string | undefined {
  const major = /^v?(\d+)\.\d+\.\d+/.exec(version)?.[1];
  if (major === undefined) return undefined;
  const line = Number(major);
  const moveTo = `Move to ${RECOMMENDED_RUNTIME} (see docs/runtimes.md).`;
  // Odd lines never become LTS: they end about six months after their release.
  if (line % 2 === 1) {
    return `Node ${line} (${version}) is not a long-term-support line: it ends about six months after its release and Plan dan does not support it. ${moveTo}`;
  }
  if (line < OLDEST_KNOWN_LINE) {
    return `Node ${line} (${version}) is long past its end of life and gets no security fixes. ${moveTo}`;
  }
  const endOfLife = END_OF_LIFE[line];
  if (endOfLife === undefined || today <= endOfLife) return undefined;
  return `Node ${line} (${version}) reached its end of life on ${endOfLife} and gets no security fixes. ${moveTo}`;
}
