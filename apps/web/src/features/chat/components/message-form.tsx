import { MAX_MESSAGE_LENGTH } from '@plan-dan/contract/constants';
import { Button, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendIcon } from '@/components/icons';
import { hrChat as t } from '@/i18n/hr-chat';
import { useSendMessage } from '../api/send-message';
import { draftProblem, sendErrorText } from '../send-error';
import classes from './chat.module.css';

/** The counter shows from this many characters on, before the limit surprises anyone. */
const SHOW_COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

/**
 * The field and the send button. Enter sends, Shift+Enter starts a new line. Blank text is not sent; text
 * over the limit is refused here; a failed send keeps the text and says why beside the field.
 */
export function MessageForm({ employeeId }: { employeeId: number }) {
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendMessage(employeeId);

  const problem = draftProblem(text);
  const error = problem ?? sendError;
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || problem !== null || send.isPending) return;
    send.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setSendError(null);
      },
      onError: (failure) => setSendError(sendErrorText(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME's candidate list) picks the candidate; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.formRow}>
        <Textarea
          className={classes.field}
          classNames={{ description: classes.hint, error: classes.error }}
          aria-label={t.input}
          placeholder={t.inputPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (sendError) setSendError(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          radius="lg"
          size="md"
          inputWrapperOrder={['input', 'description', 'error']}
          description={error === null ? t.inputHint : undefined}
          error={error}
          // Announced at once: the manager must notice that the text did not go.
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" className={classes.send} leftSection={<SendIcon size={18} />} loading={send.isPending} disabled={blank}>
          {t.send}
        </Button>
      </div>
      {text.length >= SHOW_COUNT_FROM ? (
        <p className={classes.length} data-over={problem !== null || undefined}>
          {t.length(text.trim().length, MAX_MESSAGE_LENGTH)}
        </p>
      ) : null}
    </form>
  );
}
