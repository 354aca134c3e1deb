import type { Subtask } from '@plan-dan/contract';
import { hr } from '@/i18n/hr';
import classes from './step.module.css';

/**
 * The manager's picture for the step, large and above its text, for employees who read little. Its
 * alt text names the step, so a screen reader says what the picture shows.
 */
export function StepPicture({ step }: { step: Subtask }) {
  if (!step.picture) return null;
  return <img className={classes.picture} src={step.picture.downloadURL} alt={hr.photo.stepPicture(step.description)} />;
}
