/** When the answer names no file (or a name that is no use), the download still gets a sensible one. */
export const FALLBACK_EXPORT_NAME = 'plan-dan-podaci.zip';

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded; the server sends UTF-8.
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.+)$/.exec(value.trim());
  if (!match || (match[1] !== '' && match[1]!.toLowerCase() !== 'utf-8')) return null;
  try {
    return decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
}

/** Only the last part of a path, never an empty or hidden name: the browser saves it in the downloads folder. */
function safeName(name: string | null): string | null {
  if (name === null) return null;
  const last = name.split(/[/\\]/).pop()!.trim();
  return last === '' || last.startsWith('.') ? null : last;
}

/**
 * The file name the server gave in Content-Disposition: filename* (UTF-8, RFC 6266) when present, since it
 * carries the person's name as written; else filename; else FALLBACK_EXPORT_NAME.
 */
export function exportFileName(header: string | null): string {
  if (!header) return FALLBACK_EXPORT_NAME;
  const extended = /(?:^|;)\s*filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const fromExtended = extended ? safeName(decodeExtended(extended[2]!)) : null;
  const fromPlain = plain ? safeName((plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1')) : null;
  return fromExtended ?? fromPlain ?? FALLBACK_EXPORT_NAME;
}
