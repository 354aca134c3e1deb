import { MAX_MESSAGE_LENGTH } from '@plan-dan/contract/constants';
import { useState } from 'react';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useSendMessage } from './api/send-message';
import { isSosText } from './chat';
import { useDraft } from './draft';

function sendProblem(error: unknown): string {
  if (!isApiError(error)) return hr.chat.failed;
  if (error.code === 'network_error') return hr.chat.offline;
  if (error.status === 429) return hr.chat.tooMany;
  if (error.status === 413 || error.fields?.text) return hr.chat.tooLong(MAX_MESSAGE_LENGTH);
  return hr.chat.failed;
}

/**
 * Sending: the draft (kept across screens) or a quick answer. What cannot go now stays in the box with
 * the reason, said calmly; a problem belongs to the text it was about, so changing the text clears it.
 * `sosSentId`: the help call just sent, for the calm note that it went. `onSending` runs as a message goes.
 */
export function useChatSend(employeeId: number, onSending: () => void) {
  const send = useSendMessage(employeeId);
  const online = useOnline();
  const [draft, setDraft] = useDraft(employeeId);
  const [failure, setFailure] = useState<{ problem: string; text: string } | null>(null);
  const problem = failure && failure.text === draft ? failure.problem : null;
  const [sosSentId, setSosSentId] = useState<number | null>(null);

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
    onSending();
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

  return {
    draft,
    setDraft,
    problem,
    sosSentId,
    sending: send.isPending,
    sendDraft: () => sendText(draft, true),
    sendQuick: (text: string) => sendText(text, false),
  };
}
