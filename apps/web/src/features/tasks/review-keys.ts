/** What the key was pressed on: a text field, another control (button, link), or the review itself. */
export type KeyTarget = 'field' | 'control' | 'other';

export interface ReviewKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
}

/**
 * The photo review's keys: Enter approves, N or Delete asks for the refusal's reason. Never inside a text
 * field, never with a modifier or a held key; Enter on a button or link stays that control's own click.
 */
export function reviewKey(press: ReviewKeyPress, target: KeyTarget): 'approve' | 'reject' | null {
  if (press.defaultPrevented || press.altKey || press.ctrlKey || press.metaKey || press.repeat) return null;
  if (target === 'field') return null;
  if (press.key === 'Enter') return target === 'control' ? null : 'approve';
  if (press.key === 'n' || press.key === 'N' || press.key === 'Delete') return 'reject';
  return null;
}

/** Where a key went, for reviewKey. */
export function keyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'other';
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return 'field';
  return target.closest('button, a') ? 'control' : 'other';
}
