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

/**
 * Seconds said in words for comparing a planned time with the time taken: '45 s', '12 min', '1 h 5 min'
 * (whole minutes from a minute on).
 */
export function formatMinutes(seconds: number): string {
  const total = wholeSeconds(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.round(total / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** Seconds as HH:mm (the per-task chart's axis); hours are not wrapped either. */
export function formatHoursMinutes(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}`;
}
