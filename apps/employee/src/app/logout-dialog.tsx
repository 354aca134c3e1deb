import { Modal } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import { BigButton } from '@/components/big-button';
import { hr } from '@/i18n/hr';
import { endServerSession } from '@/lib/api-client';
import { endSession } from '@/lib/session';
import classes from './logout-dialog.module.css';

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

/**
 * Logging out is asked first: without the manager's new QR code there is no way back in.
 * At large font sizes the question is taller than the screen: it scrolls by itself, while
 * 'Ne' and 'Da' stay in view below it.
 */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const id = useId();
  const [scrollRef, overflows] = useOverflows();
  return (
    <Modal.Root
      opened={opened}
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
          <Modal.Title className={classes.title}>{hr.logout.title}</Modal.Title>
          <Modal.Body className={classes.body}>
            <p className={classes.text}>{hr.logout.text}</p>
          </Modal.Body>
        </div>
        <div className={classes.actions}>
          <BigButton variant="secondary" className={classes.answer} onClick={onClose} data-autofocus>
            {hr.logout.no}
          </BigButton>
          <BigButton className={classes.answer} onClick={() => {
              endServerSession();
              endSession('logout');
            }}>
            {hr.logout.yes}
          </BigButton>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
