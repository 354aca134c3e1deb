import type { PictogramFound } from '@plan-dan/contract';

/** The chooser shows at most this many recently used symbols first. */
export const MAX_RECENTS = 16;

/** Kept per manager: two managers sharing a browser each see their own. */
export const recentsKey = (managerId: number) => `pictograms.recent.${managerId}`;

const isFound = (value: unknown): value is PictogramFound => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, label, downloadURL } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof label === 'string' && typeof downloadURL === 'string';
};

/** The manager's recently used symbols, newest first; anything unreadable (edited by hand, an older build) is none. */
export function readRecents(storage: Pick<Storage, 'getItem'>, managerId: number): PictogramFound[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(recentsKey(managerId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return withoutRepeats(parsed.filter(isFound)).slice(0, MAX_RECENTS);
}

/** The list with a symbol just chosen at its head, once, cut to MAX_RECENTS. */
export function addRecent(recents: readonly PictogramFound[], chosen: PictogramFound): PictogramFound[] {
  const { name, label, downloadURL } = chosen;
  return [{ name, label, downloadURL }, ...recents.filter((r) => r.name !== name)].slice(0, MAX_RECENTS);
}

/** Remembers a chosen symbol; a full or refused storage (private mode) only loses the list, never the choice. */
export function rememberRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, managerId: number, chosen: PictogramFound): PictogramFound[] {
  const next = addRecent(readRecents(storage, managerId), chosen);
  try {
    storage.setItem(recentsKey(managerId), JSON.stringify(next));
  } catch {
    // Nothing to do: the chooser still works, without recents.
  }
  return next;
}

function withoutRepeats(list: readonly PictogramFound[]): PictogramFound[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

/**
 * What the grid shows: the recently used symbols first (those the search matched, or all of them while
 * nothing is typed), then the search's answer without the ones already shown.
 */
export function recentsFirst(recents: readonly PictogramFound[], results: readonly PictogramFound[], query: string): PictogramFound[] {
  const found = new Set(results.map((r) => r.name));
  const shownRecents = query.trim() === '' ? recents : recents.filter((r) => found.has(r.name));
  return withoutRepeats([...shownRecents, ...results]);
}
