import { phonePaths } from '@plan-dan/contract/app-paths';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BigButton } from '@/components/big-button';
import { TasksIcon } from '@/components/icons';
import { FullScreenMoment } from '@/components/full-screen-moment';
import { hr } from '@/i18n/hr';
import { Confetti } from './celebration';
import classes from './task-finished-moment.module.css';

/**
 * The task was just finished: the whole screen says so, with the confetti, and offers the way back to
 * the list ('Zadaci', as the bar calls it; focused, the next thing to do) or to stay and look at the
 * task ('Zatvori', or Escape).
 */
export function TaskFinishedMoment({ onClose }: { onClose: () => void }) {
  const messageId = useId();
  const backRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  return (
    <FullScreenMoment
      labelledBy={messageId}
      onCancel={onClose}
      focusRef={backRef}
      actions={
        <>
          <BigButton ref={backRef} block icon={<TasksIcon />} onClick={() => void navigate(phonePaths.home)}>
            {hr.task.finishedBack}
          </BigButton>
          <BigButton variant="secondary" block onClick={onClose}>
            {hr.task.finishedStay}
          </BigButton>
        </>
      }
    >
      <div className={classes.stage}>
        <Confetti />
        <p id={messageId} className={classes.message}>
          {hr.task.finished}
        </p>
      </div>
    </FullScreenMoment>
  );
}
