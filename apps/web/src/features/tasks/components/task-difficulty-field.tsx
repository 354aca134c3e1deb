import { TASK_DIFFICULTIES } from '@plan-dan/contract/constants';
import type { UseFormRegister } from 'react-hook-form';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import type { TaskFormValues } from '../schemas';
import classes from './tasks.module.css';

/** 'Težina:': none, 'Lagano', 'Srednje' or 'Teško', as radio buttons (arrow keys move between them). */
export function TaskDifficultyField({ register }: { register: UseFormRegister<TaskFormValues> }) {
  const options = [{ value: '', label: d.difficultyNone }, ...TASK_DIFFICULTIES.map((value) => ({ value, label: d.difficulties[value] }))];
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{d.difficulty}</legend>
      <div className={classes.difficultyChoices}>
        {options.map((option) => (
          <label key={option.value || 'none'} className={classes.difficultyChoice} data-level={option.value || undefined}>
            <input type="radio" value={option.value} {...register('difficulty')} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
