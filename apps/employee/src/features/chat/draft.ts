import { useCallback, useSyncExternalStore } from 'react';
import { onSessionEnded } from '@/lib/session';

/** What the employee typed and has not sent, kept while they visit other screens. */
const drafts = new Map<number, string>();
const listeners = new Set<() => void>();

export function writeDraft(employeeId: number, text: string): void {
  drafts.set(employeeId, text);
  listeners.forEach((listener) => listener());
}

// The next person on this phone must not find this one's words.
onSessionEnded(() => {
  drafts.clear();
  listeners.forEach((listener) => listener());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDraft(employeeId: number): [string, (text: string) => void] {
  const draft = useSyncExternalStore(subscribe, () => drafts.get(employeeId) ?? '');
  const setDraft = useCallback((text: string) => writeDraft(employeeId, text), [employeeId]);
  return [draft, setDraft];
}
