import { webPaths } from '@plan-dan/contract/app-paths';
import type { Conversation, Employee } from '@plan-dan/contract';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hrChat as t } from '@/i18n/hr-chat';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';
import classes from './chat.module.css';

interface ConversationPaneProps {
  employee: Employee;
  conversation: Conversation | undefined;
}

/** The right side of 'RAZGOVORI': one employee's conversation. While it is in sight, what arrives is marked read. */
export function ConversationPane({ employee, conversation }: ConversationPaneProps) {
  const name = `${employee.name} ${employee.surname}`;
  const messages = useMessages(employee.id);
  const loaded = messages.data?.pages.flat() ?? [];
  const newestId = loaded[0]?._id;
  const markRead = useMarkRead();
  const { mutate: markReadUpTo } = markRead;
  const visible = useDocumentVisibility() === 'visible';
  const markedUpTo = useRef<number | null>(null);
  const unseen = conversation !== undefined && (conversation.unread > 0 || conversation.sos !== null);

  useEffect(() => {
    if (!unseen || !visible || newestId === undefined || markedUpTo.current === newestId) return;
    markedUpTo.current = newestId;
    markReadUpTo({ employeeId: employee.id, lastReadId: newestId });
  }, [unseen, visible, newestId, employee.id, markReadUpTo]);

  return (
    <section className={classes.conversation} aria-label={t.conversationWith(name)}>
      <header className={classes.conversationHeader}>
        <Link to={webPaths.chat()} className={classes.back} aria-label={t.back}>
          <ArrowLeftIcon />
        </Link>
        <h2 className={classes.conversationName}>{name}</h2>
      </header>
      {messages.isPending ? (
        <div className={classes.messagesState}>
          <PageLoader />
        </div>
      ) : messages.isError && !messages.data ? (
        <div className={classes.messagesState}>
          <LoadFailed onRetry={() => void messages.refetch()} />
        </div>
      ) : (
        <MessageList
          messages={loaded}
          name={name}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
      )}
      <MessageForm employeeId={employee.id} />
    </section>
  );
}
