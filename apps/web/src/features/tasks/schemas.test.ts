import { describe, expect, it } from 'vitest';
import { emptyTaskForm, taskFormSchema, toCreateTaskRequest } from './schemas';

const valid = {
  ...emptyTaskForm('2026-05-10'),
  taskName: ' Zaliti cvijeće ',
  description: 'Sve biljke na balkonu',
  dueTime: '09:30',
  subtasks: [{ description: 'Napuniti kantu', needPhoto: true }],
};

const messages = (values: unknown) => {
  const result = taskFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('taskFormSchema', () => {
  it('names every missing required field in Croatian', () => {
    expect(messages(emptyTaskForm())).toEqual({
      taskName: 'Unesite naziv zadatka.',
      description: 'Unesite opis.',
      dueDate: 'Odaberite datum.',
      dueTime: 'Odaberite vrijeme.',
    });
  });

  it('refuses a blank step and a date that does not exist', () => {
    expect(messages({ ...valid, dueDate: '2026-02-30', subtasks: [{ description: '   ', needPhoto: false }] })).toEqual({
      dueDate: 'Odaberite datum.',
      'subtasks.0.description': 'Unesite naziv podzadatka.',
    });
  });
});

describe('toCreateTaskRequest', () => {
  it('trims the texts and names the employee', () => {
    expect(toCreateTaskRequest(valid, 7)).toEqual({
      taskName: 'Zaliti cvijeće',
      description: 'Sve biljke na balkonu',
      dueDate: '2026-05-10',
      dueTime: '09:30',
      priority: false,
      subtasks: [{ description: 'Napuniti kantu', needPhoto: true }],
      child: { id: 7 },
    });
  });
});
