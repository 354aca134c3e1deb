import type { ChatMessage } from '@plan-dan/contract';
import { LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { longDate } from '@/lib/dates';
import { chatLines } from '../chat';
import { ChatMessageItem } from './chat-message';
import classes from './message-list.module.css';

interface MessageListProps {
  /** The conversation newest first. */
  messages: readonly ChatMessage[];
  pending: boolean;
  /** The first page could not be loaded (nothing to show). */
  error: Error | null;
  onRetry: () => void;
}

/** The messages oldest first, as the screen reads, with a line for each day; or loading, a calm error, or none yet. */
export function MessageList({ messages, pending, error, onRetry }: MessageListProps) {
  if (pending) return <Loading />;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (messages.length === 0) return <p>{hr.chat.empty}</p>;
  return (
    <ol className={classes.list}>
      {chatLines(messages).map((line) =>
        line.kind === 'day' ? (
          <li key={`day-${line.date}`} className={classes.day}>
            <span>{longDate(line.date)}</span>
          </li>
        ) : (
          <ChatMessageItem key={line.message._id} message={line.message} time={line.time} />
        ),
      )}
    </ol>
  );
}
