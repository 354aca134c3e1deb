/** The units a size is written in; each app takes them from its texts. */
export type SizeUnits = readonly [bytes: string, kilobytes: string, megabytes: string, gigabytes: string];

const oneDecimal = new Intl.NumberFormat('hr', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('hr', { maximumFractionDigits: 0 });

/**
 * A file's size as people read it: '512 B', '1,4 MB', '2 GB' (Croatian decimal comma, a decimal only
 * under ten). Both apps show sizes this one way.
 */
export function formatFileSize(bytes: number, units: SizeUnits): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = unit === 0 || value >= 10 ? whole : oneDecimal;
  return `${format.format(value)} ${units[unit]}`;
}
