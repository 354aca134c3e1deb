import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import classes from './full-screen-moment.module.css';

/**
 * A moment that needs a tap, over the whole screen (the bottom bar too): what it shows takes the room
 * the buttons leave, so the buttons are on screen at every font size. A native modal <dialog>: the
 * browser's top layer puts it above everything whatever its place in the page, keeps the focus in it,
 * hides the rest from screen readers, and turns Escape into `onCancel`.
 */
export function FullScreenMoment({
  label,
  labelledBy,
  onCancel,
  focusRef,
  children,
  actions,
  className,
}: {
  /** The dialog's name, when no visible text names it. */
  label?: string;
  labelledBy?: string;
  onCancel: () => void;
  /** The button that gets the focus when the moment opens. */
  focusRef: RefObject<HTMLElement | null>;
  /** The part that yields room (a photo, a message); it scrolls only when nothing else would fit. */
  children: ReactNode;
  /** The buttons (and a progress or an error about them): always whole, at the end of the screen. */
  actions: ReactNode;
  className?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    focusRef.current?.focus();
    return () => dialog.close();
    // Opened once, when it appears (a ref's object never changes); the focus then stays with the employee.
  }, [focusRef]);
  return (
    <dialog
      ref={dialogRef}
      className={[classes.moment, className ?? ''].join(' ')}
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // The page closes the moment itself (by no longer rendering it), so the two never disagree.
        event.preventDefault();
        onCancel();
      }}
    >
      <div className={classes.content}>{children}</div>
      <div className={classes.actions}>{actions}</div>
    </dialog>
  );
}
