import type { ChatMessage } from '@plan-dan/contract';
import { useId } from 'react';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import classes from './chat-message.module.css';

/** One message as text (never HTML), with who wrote it and when; the manager's can be read aloud. */
export function ChatMessageItem({ message, time }: { message: ChatMessage; time: string }) {
  const textId = useId();
  const mine = message.from === 'employee';
  return (
    <li className={[classes.message, mine ? classes.mine : classes.theirs, message.sos ? classes.sos : ''].join(' ')}>
      <div className={classes.bubble}>
        <p className={classes.meta}>
          <span className={classes.who}>{mine ? hr.chat.you : message.user.name}</span>
          <time dateTime={message.createdAt}>{time}</time>
        </p>
        <p id={textId} className={classes.text}>
          {message.text}
        </p>
      </div>
      {!mine && <ReadAloudButton text={message.text} describedBy={textId} />}
    </li>
  );
}
