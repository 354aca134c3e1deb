import type { Step } from '@plan-dan/contract';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { rejectionText } from '../rejection';
import classes from './step.module.css';

/** The ids of what a refusal says (the request, and the manager's words when there are some), for `aria-describedby`. */
export const rejectionTextIds = (id: string, step: Pick<Step, 'rejection'>) => (step.rejection?.reason ? `${id} ${id}-reason` : id);

/**
 * A step the manager refused, said calmly in the step's own colours: what is asked (a new photo, or doing
 * it once more), the manager's words when they gave some, read aloud on request, and for a photo step the
 * refused photo small beside them. Shown until a new photo or a tick ends the refusal. `id` names the
 * request; the words are `${id}-reason`.
 */
export function StepRejection({ step, id }: { step: Step; id: string }) {
  const rejectedPhoto = step.needPhoto ? (step.rejection?.photo ?? step.photo) : null;
  return (
    <div className={classes.rejection}>
      <div className={classes.rejectionText}>
        <p className={classes.status} id={id}>
          {step.needPhoto ? hr.rejection.newPhoto : hr.rejection.again}
        </p>
        {step.rejection?.reason ? (
          <p className={classes.reason} id={`${id}-reason`}>
            {hr.rejection.reason(step.rejection.reason)}
          </p>
        ) : null}
        <ReadAloudButton text={rejectionText(step)} describedBy={id} />
      </div>
      {rejectedPhoto ? <img className={classes.rejectedThumb} src={rejectedPhoto.downloadURL} alt={hr.rejection.photo} /> : null}
    </div>
  );
}
