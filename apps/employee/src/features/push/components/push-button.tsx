import { useState } from 'react';
import { BigButton } from '@/components/big-button';
import { CalmDialog, dialogAnswerClass, dialogTextClass } from '@/components/calm-dialog';
import { BellIcon, BellOffIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import type { PhonePush } from '../phone-push';
import classes from './push-button.module.css';

const STATUS_TEXT = {
  on: hr.push.on,
  off: hr.push.off,
  blocked: hr.push.blocked,
  unavailable: hr.push.unavailable,
  busy: hr.push.busy,
} as const;

/** The bell at the top: shows whether notifications are on, and opens a window to turn them on or off. */
export function PushButton({ push }: { push: PhonePush }) {
  const [open, setOpen] = useState(false);
  if (push.status === 'unsupported') return null;
  const on = push.status === 'on';
  const close = () => setOpen(false);
  const canTurnOn = push.status === 'off' || push.status === 'unavailable';

  return (
    <>
      <button
        type="button"
        className={classes.bell}
        aria-label={`${hr.push.button}: ${on ? hr.push.on : hr.push.off}`}
        onClick={() => setOpen(true)}
      >
        {on ? <BellIcon /> : <BellOffIcon />}
      </button>
      <CalmDialog
        opened={open}
        onClose={close}
        title={hr.push.title}
        actions={
          <>
            <BigButton variant="secondary" className={dialogAnswerClass} onClick={close} data-autofocus>
              {hr.push.close}
            </BigButton>
            {on && (
              <BigButton className={dialogAnswerClass} onClick={() => void push.turnOff()}>
                {hr.push.turnOff}
              </BigButton>
            )}
            {canTurnOn && (
              <BigButton className={dialogAnswerClass} onClick={() => void push.turnOn()}>
                {hr.push.turnOn}
              </BigButton>
            )}
          </>
        }
      >
        <p className={dialogTextClass} role="status">
          {STATUS_TEXT[push.status]}
        </p>
      </CalmDialog>
    </>
  );
}
