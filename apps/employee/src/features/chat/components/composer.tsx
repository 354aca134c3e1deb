import { MAX_MESSAGE_LENGTH } from '@plan-dan/contract/constants';
import { useId, type FormEvent } from 'react';
import { BigButton } from '@/components/big-button';
import { SendIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import classes from './composer.module.css';

interface ComposerProps {
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  /** What went wrong with the last try, said calmly under the box; null when nothing did. */
  problem: string | null;
  /** So the help button can put the focus on 'Pošalji': one more tap sends the call. */
  sendButtonId: string;
}

/** The text box and 'Pošalji'; what was typed stays until it is sent. */
export function Composer({ draft, onDraftChange, onSend, sending, problem, sendButtonId }: ComposerProps) {
  const fieldId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={classes.label}>
        {hr.chat.label}
      </label>
      <textarea
        id={fieldId}
        className={classes.field}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        placeholder={hr.chat.placeholder}
        rows={2}
        maxLength={MAX_MESSAGE_LENGTH}
        aria-describedby={problem ? problemId : undefined}
      />
      <div role="status" id={problemId}>
        {problem && <p className={classes.problem}>{problem}</p>}
      </div>
      <BigButton id={sendButtonId} type="submit" block icon={<SendIcon />} disabled={sending}>
        {sending ? hr.chat.sending : hr.chat.send}
      </BigButton>
    </form>
  );
}
