export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The object a stored JSON text holds, or null when the text is missing, broken or not an object. */
export function parseJsonRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return isRecord(value) ? value : null;
}
