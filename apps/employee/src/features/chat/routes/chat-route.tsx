import { MAX_MESSAGE_LENGTH } from '@plan-dan/contract/constants';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BigButton } from '@/components/big-button';
import { Notice } from '@/components/notice';
import { LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { longDate } from '@/lib/dates';
import { useEmployee } from '@/lib/employee-context';
import { useOnline } from '@/lib/use-online';
import { useConversationQuery } from '../api/get-conversation';
import { useChatMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { chatLines, isSosText } from '../chat';
import { ChatMessageItem } from '../components/chat-message';
import { Composer } from '../components/composer';
import { QuickReplies } from '../components/quick-replies';
import { useDraft } from '../draft';
import classes from './chat-route.module.css';

/** What the help button puts in the address's state, having written the help call: 'Pošalji' takes the focus. */
export interface ChatRouteState {
  sos?: boolean;
}

/** Near enough to the end that a new message should bring the screen along. */
const FOLLOW_BOTTOM_PX = 160;

const scrollRoot = () => document.scrollingElement ?? document.documentElement;
const distanceFromBottom = () => scrollRoot().scrollHeight - window.scrollY - window.innerHeight;
const scrollToBottom = () => window.scrollTo(0, scrollRoot().scrollHeight);

function sendProblem(error: unknown): string {
  if (!isApiError(error)) return hr.chat.failed;
  if (error.code === 'network_error') return hr.chat.offline;
  if (error.status === 429) return hr.chat.tooMany;
  if (error.status === 413 || error.fields?.text) return hr.chat.tooLong(MAX_MESSAGE_LENGTH);
  return hr.chat.failed;
}

/** 'Poruke': the conversation with the manager, quick answers and the text box. */
export function ChatRoute() {
  const employee = useEmployee();
  const { pages, messages } = useChatMessages(employee.id);
  const conversation = useConversationQuery(employee.id);
  const markRead = useMarkRead(employee.id);
  const send = useSendMessage(employee.id);
  const online = useOnline();
  const [draft, setDraft] = useDraft(employee.id);
  // A problem belongs to the text it was about: changing the text clears it.
  const [failure, setFailure] = useState<{ problem: string; text: string } | null>(null);
  const problem = failure && failure.text === draft ? failure.problem : null;
  const [sosSentId, setSosSentId] = useState<number | null>(null);
  const location = useLocation();
  const sendButtonId = useId();

  // The help button wrote the call: 'Pošalji' takes the focus, so one more tap sends it.
  const sosRequested = (location.state as ChatRouteState | null)?.sos === true;
  useEffect(() => {
    if (!sosRequested) return;
    const button = document.getElementById(sendButtonId);
    button?.focus({ preventScroll: true });
    button?.scrollIntoView({ block: 'center' });
  }, [sosRequested, location.key, sendButtonId]);

  // Opening the screen, and each new message while it is open, marks the conversation read.
  const newestId = messages[0]?._id ?? 0;
  const unread = conversation.data?.unread ?? 0;
  const markedUpTo = useRef(0);
  const { mutate: markReadUpTo } = markRead;
  useEffect(() => {
    if (unread > 0 && newestId > markedUpTo.current) {
      markedUpTo.current = newestId;
      markReadUpTo(newestId);
    }
  }, [unread, newestId, markReadUpTo]);

  // The newest messages and the text box are at the end: start there, and stay there as messages come.
  const shownOnce = useRef(false);
  const followBottom = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      followBottom.current = distanceFromBottom() < FOLLOW_BOTTOM_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Loading older messages above keeps the ones in view where they were.
  const keptFromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!pages.data) return;
    if (keptFromBottom.current !== null) {
      window.scrollTo(0, scrollRoot().scrollHeight - keptFromBottom.current);
      keptFromBottom.current = null;
    } else if (!shownOnce.current || followBottom.current) {
      scrollToBottom();
    }
    shownOnce.current = true;
  }, [pages.data, messages.length]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    keptFromBottom.current = scrollRoot().scrollHeight - window.scrollY;
    void fetchNextPage();
  };
  // Scrolling up to the oldest message shown loads the ones before it.
  const olderRef = useRef<HTMLDivElement>(null);
  const onOlderSeen = useEffectEvent(loadOlder);
  useEffect(() => {
    const target = olderRef.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (shownOnce.current && entries.some((entry) => entry.isIntersecting)) onOlderSeen();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage]);

  const sendText = (text: string, fromDraft: boolean) => {
    const trimmed = text.trim();
    // A quick answer that cannot go now stays in the box, ready for another try.
    const kept = fromDraft || draft.trim() ? draft : text;
    if (!trimmed) {
      setFailure({ problem: hr.chat.blank, text: draft });
      return;
    }
    if (!online) {
      setDraft(kept);
      setFailure({ problem: hr.chat.offline, text: kept });
      return;
    }
    followBottom.current = true;
    send.mutate(
      { text: trimmed, ...(isSosText(trimmed, hr.chat.sosText) && fromDraft ? { sos: true } : {}) },
      {
        onSuccess: (message) => {
          if (fromDraft) setDraft('');
          setSosSentId(message.sos ? message._id : null);
        },
        onError: (error) => {
          setDraft(kept);
          setFailure({ problem: sendProblem(error), text: kept });
        },
      },
    );
  };

  let list;
  if (pages.isPending) list = <Loading />;
  else if (pages.isError && !pages.data) list = <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (messages.length === 0) list = <p>{hr.chat.empty}</p>;
  else {
    list = (
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

  return (
    <>
      <h1 className={classes.title}>
        {hr.chat.title}
      </h1>
      <div ref={olderRef} className={classes.older}>
        {hasNextPage && (
          <BigButton variant="secondary" block onClick={loadOlder} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? hr.chat.loadingOlder : hr.chat.older}
          </BigButton>
        )}
        {pages.isFetchNextPageError && !isFetchingNextPage && (
          <Notice>
            <p>{hr.chat.olderFailed}</p>
          </Notice>
        )}
      </div>
      <section role="log" aria-label={hr.chat.messages} className={classes.log}>
        {list}
      </section>
      <QuickReplies onSend={(text) => sendText(text, false)} disabled={send.isPending} />
      {/* Said calmly where the employee is looking: the call is ready, then that it went. */}
      <div role="status" className={classes.sosStatus}>
        {isSosText(draft, hr.chat.sosText) ? (
          <Notice live={false}>
            <p>{hr.chat.sosReady}</p>
          </Notice>
        ) : (
          sosSentId !== null &&
          sosSentId === messages.find((message) => message.from === 'employee')?._id && (
            <Notice live={false}>
              <p>{hr.chat.sosSent}</p>
            </Notice>
          )
        )}
      </div>
      <Composer
        draft={draft}
        onDraftChange={setDraft}
        onSend={() => sendText(draft, true)}
        sending={send.isPending}
        problem={problem}
        sendButtonId={sendButtonId}
      />
    </>
  );
}
