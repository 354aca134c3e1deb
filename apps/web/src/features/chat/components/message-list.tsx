import type { ChatMessage } from '@plan-dan/contract';
import { Button, Loader, VisuallyHidden } from '@mantine/core';
import { chatUserId } from '@plan-dan/contract/constants';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hrChat as t } from '@/i18n/hr-chat';
import { useSession } from '@/lib/session';
import { toRows } from '../message-days';
import classes from './chat.module.css';

/** Closer to an edge than this (px) counts as being there. */
const EDGE_PX = 120;

interface MessageListProps {
  /** Newest first, as loaded so far. */
  messages: ChatMessage[];
  name: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The conversation, oldest at the top, with a date line before each day. It follows new messages while the
 * manager is at the bottom, loads older ones when they scroll (or press the button) near the top, and then
 * keeps what they were reading in place.
 */
export function MessageList({ messages, name, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const rows = useMemo(() => toRows(messages), [messages]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before older messages were added above: kept so the view does not jump. */
  const keptFromBottom = useRef<number | null>(null);
  const newest = messages[0];
  // The manager's own message; one from the employee or from another of the employee's managers (the owner,
  // a helper) arrives like news.
  const me = chatUserId('manager', useSession()?.id ?? 0);
  const newestIsMine = newest?.user._id === me;
  // What was there on opening is read by moving through the list; what arrives later is also announced.
  const [newestOnOpening] = useState(newest?._id ?? 0);
  const arrived = newest && newest._id > newestOnOpening && !newestIsMine ? t.arrived(newest.user.name, newest.text) : '';
  /** The newest message the manager has had in view; a newer one below, while they read further up, shows a way down. */
  const [seenUpTo, setSeenUpTo] = useState(newest?._id ?? 0);
  const [readingAbove, setReadingAbove] = useState(false);
  const [lastNewest, setLastNewest] = useState(newest?._id);
  if (newest?._id !== lastNewest) {
    setLastNewest(newest?._id);
    // Followed into view (see the layout effect below): nothing to point to.
    if (newest && (!readingAbove || newestIsMine)) setSeenUpTo(newest._id);
  }
  const newBelow = newest !== undefined && newest._id > seenUpTo;

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    keptFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keptFromBottom.current !== null && !loadingOlder) {
      element.scrollTop = element.scrollHeight - keptFromBottom.current;
      keptFromBottom.current = null;
    } else if (atBottom.current || newestIsMine) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [rows, newest, newestIsMine, loadingOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    setReadingAbove(!atBottom.current);
    if (atBottom.current && newest) setSeenUpTo(newest._id);
    if (element.scrollTop < EDGE_PX) loadOlder();
  };

  const toNewest = () => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    if (newest) setSeenUpTo(newest._id);
  };

  return (
    // Focusable so the keyboard can scroll it; a region so that focus has a name.
    <div ref={scroller} className={classes.messages} onScroll={onScroll} tabIndex={0} role="region" aria-label={t.messagesLabel(name)}>
      <VisuallyHidden role="status">{arrived}</VisuallyHidden>
      <div className={classes.olderRow}>
        {hasOlder ? (
          loadingOlder ? (
            <span className={classes.olderNote} role="status">
              <Loader size="xs" aria-hidden="true" /> {t.loadingOlder}
            </span>
          ) : (
            <Button variant="subtle" size="xs" onClick={loadOlder}>
              {t.loadOlder}
            </Button>
          )
        ) : messages.length > 0 ? (
          <span className={classes.olderNote}>{t.beginning}</span>
        ) : null}
      </div>
      {messages.length === 0 ? (
        <p className={classes.conversationEmpty}>{t.conversationStart}</p>
      ) : (
        <ol className={classes.messageList} aria-label={t.messagesLabel(name)}>
          {rows.map((row) =>
            row.kind === 'day' ? (
              <li key={`day-${row.date}`} className={classes.day}>
                <time dateTime={row.date}>{row.label}</time>
              </li>
            ) : (
              <li key={row.message._id} className={classes.message} data-side={row.message.from === 'manager' ? 'sent' : 'received'} data-sos={row.message.sos || undefined}>
                <p className={classes.bubble}>{row.message.text}</p>
                <p className={classes.meta}>
                  {row.message.user.name}, <time dateTime={row.message.createdAt}>{row.time}</time>
                </p>
              </li>
            ),
          )}
        </ol>
      )}
      {newBelow ? (
        <Button className={classes.toNewest} size="xs" radius="xl" onClick={toNewest}>
          {t.toNewest}
        </Button>
      ) : null}
    </div>
  );
}
