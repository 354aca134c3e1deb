const pad = (value: number) => String(value).padStart(2, '0');

/** Whole, non-negative seconds: what the API sends, made safe for display. */
const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);

/**
 * Seconds as HH:mm:ss. Hours are not wrapped at a day, so a mean of 27 hours reads 27:03:10 and
 * never 03:03:10; hours grow past two digits if they must.
 */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Seconds as HH:mm (the per-task chart's axis); hours are not wrapped either. */
export function formatHoursMinutes(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}`;
}
