import { ActionIcon, Switch, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { PlusIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { notifySaved } from '@/lib/notify';
import { useCreateSubtask } from '../api/create-subtask';
import { stepNameSchema } from '../schemas';
import classes from './tasks.module.css';

const t = hr.tasks;

/** The id of a card's 'Naziv' field, where the focus goes after one of its steps was deleted. */
export const stepNameInputId = (taskId: number) => `step-name-${taskId}`;

/** The card's own step form: 'Naziv', 'Potrebna slika', add. A blank name is refused before anything is sent. */
export function AddStepForm({ taskId, employeeId }: { taskId: number; employeeId: number }) {
  const createMutation = useCreateSubtask(employeeId);
  const [name, setName] = useState('');
  const [needPhoto, setNeedPhoto] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createMutation.isPending) return;
    const parsed = stepNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.stepRequired);
      inputRef.current?.focus();
      return;
    }
    createMutation.mutate(
      { description: parsed.data, needPhoto, task: { id: taskId } },
      {
        onSuccess: (step) => {
          notifySaved(t.stepAdded(step.description));
          setName('');
          setNeedPhoto(false);
          setError(null);
          inputRef.current?.focus();
        },
        onError: () => setError(hr.app.genericError),
      },
    );
  };

  return (
    <form noValidate className={classes.addStep} onSubmit={onSubmit}>
      <TextInput
        ref={inputRef}
        id={stepNameInputId(taskId)}
        size="sm"
        label={t.stepName}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        rightSectionWidth={40}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" size="md" variant="filled" aria-label={t.addStep} loading={createMutation.isPending}>
            <PlusIcon size={16} />
          </ActionIcon>
        }
      />
      <Switch
        size="sm"
        label={t.photoNeeded}
        checked={needPhoto}
        onChange={(event) => setNeedPhoto(event.currentTarget.checked)}
      />
    </form>
  );
}
