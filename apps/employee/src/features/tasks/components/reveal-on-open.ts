import { useEffect, type RefObject } from 'react';

/**
 * Brings a refused step's control to the middle of the screen once, when the task opens, so the
 * employee sees what the manager asks without looking for it. In the next frame: the layout's own
 * effect (a new screen starts at its top) runs after the screen's and would undo it.
 */
export function useRevealOnOpen(ref: RefObject<HTMLElement | null>, reveal: boolean): void {
  useEffect(() => {
    if (!reveal) return;
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
    // Once: `reveal` is decided when the task opens and stays, so later changes to the step do not move the page.
  }, [ref, reveal]);
}
