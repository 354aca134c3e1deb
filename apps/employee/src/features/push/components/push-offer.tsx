import { declinePush, type PushStatus } from '@plan-dan/web-common/push-subscription';
import { useId, useState } from 'react';
import { BigButton } from '@/components/big-button';
import { BellIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { pushChoiceKey, type PhonePush } from '../phone-push';
import classes from './push-offer.module.css';

const OUTCOME_TEXT: Partial<Record<PushStatus, string>> = {
  on: `${hr.push.on} ${hr.push.onHint}`,
  off: hr.push.off,
  blocked: hr.push.blocked,
  unavailable: hr.push.unavailable,
};

/**
 * The one question about notifications, asked in a calm moment (the app layout decides when): a
 * card, not a window in the way, that stays until answered. After an answer it says what came of it.
 */
export function PushOffer({ push, employeeId, onDone }: { push: PhonePush; employeeId: number; onDone: () => void }) {
  const titleId = useId();
  const [answered, setAnswered] = useState(false);

  const accept = async () => {
    setAnswered(true);
    await push.turnOn();
  };
  const decline = () => {
    declinePush(pushChoiceKey(employeeId));
    onDone();
  };

  return (
    <section className={classes.offer} aria-labelledby={titleId}>
      <p id={titleId} className={classes.title}>
        <BellIcon />
        <span>{hr.push.offerTitle}</span>
      </p>
      {!answered ? (
        <>
          <p className={classes.text}>{hr.push.offerText}</p>
          <div className={classes.actions}>
            <BigButton onClick={() => void accept()}>{hr.push.yes}</BigButton>
            <BigButton variant="secondary" onClick={decline}>
              {hr.push.later}
            </BigButton>
          </div>
        </>
      ) : (
        <>
          <p className={classes.text} role="status">
            {push.status === 'busy' ? hr.push.busy : OUTCOME_TEXT[push.status]}
          </p>
          {push.status !== 'busy' && (
            <div className={classes.actions}>
              <BigButton onClick={onDone}>{hr.push.ok}</BigButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
