import { useId } from 'react';
import { hr } from '@/i18n/hr';
import classes from './quick-replies.module.css';

/** Large ready-made answers that send with one tap. */
export function QuickReplies({ onSend, disabled }: { onSend: (text: string) => void; disabled: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId} className={classes.title}>
        {hr.chat.quickTitle}
      </h2>
      <ul className={classes.list}>
        {hr.chat.quickReplies.map((text) => (
          <li key={text}>
            <button type="button" className={classes.reply} onClick={() => onSend(text)} disabled={disabled}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
