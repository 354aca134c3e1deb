/** The one source of "now", so tests can reason about time. */
export const now = (): number => Date.now();
