import { useId } from 'react';
import { hr } from '@/i18n/hr';
import { useEmployee } from '@/lib/employee-context';
import { useChatMessages } from '../api/get-messages';
import { isSosText } from '../chat';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { OlderMessages } from '../components/older-messages';
import { QuickReplies } from '../components/quick-replies';
import { SosStatus } from '../components/sos-status';
import { useChatScroll } from '../use-chat-scroll';
import { useChatSend } from '../use-chat-send';
import { useReadWhileOpen } from '../use-read-while-open';
import { useSosFocus } from '../use-sos-focus';
import classes from './chat-route.module.css';

/** 'Poruke': the conversation with the manager, quick answers and the text box. */
export function ChatRoute() {
  const employee = useEmployee();
  const { pages, messages } = useChatMessages(employee.id);
  const sendButtonId = useId();
  useSosFocus(sendButtonId);
  useReadWhileOpen(employee.id, messages[0]?._id ?? 0);
  const { olderRef, loadOlder, followBottom } = useChatScroll(pages, messages.length);
  const chat = useChatSend(employee.id, followBottom);
  const lastSentId = messages.find((message) => message.from === 'employee')?._id;

  return (
    <>
      <h1 className={classes.title}>{hr.chat.title}</h1>
      <OlderMessages
        ref={olderRef}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        failed={pages.isFetchNextPageError}
        onLoad={loadOlder}
      />
      <section role="log" aria-label={hr.chat.messages} className={classes.log}>
        <MessageList
          messages={messages}
          pending={pages.isPending}
          error={pages.isError && !pages.data ? pages.error : null}
          onRetry={() => void pages.refetch()}
        />
      </section>
      <QuickReplies onSend={chat.sendQuick} disabled={chat.sending} />
      <SosStatus ready={isSosText(chat.draft, hr.chat.sosText)} sent={chat.sosSentId !== null && chat.sosSentId === lastSentId} />
      <Composer
        draft={chat.draft}
        onDraftChange={chat.setDraft}
        onSend={chat.sendDraft}
        sending={chat.sending}
        problem={chat.problem}
        sendButtonId={sendButtonId}
      />
    </>
  );
}
