import { Modal } from '@mantine/core';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import classes from './calm-dialog.module.css';
import { MantineScope } from './mantine-scope';

/** Whether an element's content is taller than the element, followed as the text or the screen changes size. */
function useOverflows() {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/** The window of `CalmDialog` (calm-dialog.tsx), loaded when a dialog first opens. */
export default function CalmDialogWindow({
  opened,
  onClose,
  title,
  children,
  actions,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The answers: one or two BigButtons (the first one with data-autofocus, if it is the safe one). */
  actions: ReactNode;
}) {
  const id = useId();
  const [scrollRef, overflows] = useOverflows();
  // Mantine notes the element to give the focus back to when `opened` turns true after mounting: the
  // window loaded by the first opening mounts closed and opens in the next frame.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <MantineScope>
      <Modal.Root
        opened={opened && mounted}
        onClose={onClose}
        id={id}
        centered
        yOffset="0.75rem"
        xOffset="0.75rem"
        radius="lg"
        classNames={{ content: classes.content }}
      >
        <Modal.Overlay />
        <Modal.Content data-overflows={overflows || undefined}>
          {/* Focusable only while it scrolls, so that a keyboard can scroll it too. */}
          <div
            ref={scrollRef}
            className={classes.question}
            tabIndex={overflows ? 0 : undefined}
            role={overflows ? 'region' : undefined}
            aria-labelledby={overflows ? `${id}-title` : undefined}
          >
            <Modal.Title className={classes.title}>{title}</Modal.Title>
            <Modal.Body className={classes.body}>{children}</Modal.Body>
          </div>
          <div className={classes.actions}>{actions}</div>
        </Modal.Content>
      </Modal.Root>
    </MantineScope>
  );
}
