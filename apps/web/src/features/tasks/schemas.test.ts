import { describe, expect, it } from 'vitest';
import type { Routine, TaskWithSteps } from '@plan-dan/contract';
import {
  emptyTaskForm,
  nextFullHour,
  routineToForm,
  taskFormSchema,
  taskToForm,
  toCreateTaskRequest,
  toFormPictograms,
  toUpdateRoutineRequest,
  toUpdateTaskRequest,
} from './schemas';

const morning = { date: '2026-05-10', time: '08:20' };
const valid = {
  ...emptyTaskForm(morning),
  taskName: ' Zaliti cvijeće ',
  description: 'Sve biljke na balkonu',
  dueTime: '09:30',
  subtasks: [{ description: 'Napuniti kantu', needPhoto: true, durationMinutes: '' }],
};

const messages = (values: unknown) => {
  const result = taskFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('taskFormSchema', () => {
  it('names every missing required field in Croatian', () => {
    expect(messages({ ...emptyTaskForm(morning), dueDate: '', dueTime: '' })).toEqual({
      taskName: 'Unesite naziv zadatka.',
      description: 'Unesite opis.',
      dueDate: 'Odaberite datum.',
      dueTime: 'Odaberite vrijeme.',
    });
  });

  it('refuses a blank step and a date that does not exist', () => {
    expect(messages({ ...valid, dueDate: '2026-02-30', subtasks: [{ description: '   ', needPhoto: false, durationMinutes: '' }] })).toEqual({
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
      difficulty: null,
      durationMinutes: null,
      subtasks: [{ description: 'Napuniti kantu', needPhoto: true, durationMinutes: null }],
      child: { id: 7 },
    });
    expect(toCreateTaskRequest({ ...valid, difficulty: 'hard' }, 7).difficulty).toBe('hard');
  });
});

describe('Trajanje', () => {
  it('takes whole minutes from 1 to 240 or nothing, and says so in Croatian otherwise', () => {
    const invalid = 'Upišite cijeli broj minuta od 1 do 240 ili ostavite prazno.';
    for (const bad of ['0', '241', '2.5', '-3', 'deset', '1e2']) {
      expect(messages({ ...valid, durationMinutes: bad })).toEqual({ durationMinutes: invalid });
    }
    expect(messages({ ...valid, subtasks: [{ description: 'Korak', needPhoto: false, durationMinutes: '300' }] })).toEqual({ 'subtasks.0.durationMinutes': invalid });
    const request = toCreateTaskRequest({ ...valid, durationMinutes: ' 240 ', subtasks: [{ description: 'Korak', needPhoto: false, durationMinutes: '1' }] }, 7);
    expect([request.durationMinutes, request.subtasks?.[0]?.durationMinutes]).toEqual([240, 1]);
    expect(toCreateTaskRequest(valid, 7).durationMinutes).toBeNull();
  });
});

describe('a new task starts today at the next full hour', () => {
  it('rounds up to the hour, and past 23:00 to midnight of the next day', () => {
    expect(nextFullHour({ date: '2026-05-10', time: '08:20' })).toEqual({ date: '2026-05-10', time: '09:00' });
    expect(nextFullHour({ date: '2026-05-10', time: '09:00' })).toEqual({ date: '2026-05-10', time: '10:00' });
    expect(nextFullHour({ date: '2026-05-31', time: '23:05' })).toEqual({ date: '2026-06-01', time: '00:00' });
    expect(emptyTaskForm(morning)).toMatchObject({ dueDate: '2026-05-10', dueTime: '09:00', difficulty: '' });
    // From the calendar: the chosen day, at the next full hour.
    expect(emptyTaskForm(morning, '2026-07-01')).toMatchObject({ dueDate: '2026-07-01', dueTime: '09:00' });
  });
});

describe("a task's edit", () => {
  const step = (id: number, description: string, done: boolean | null) => ({
    id,
    description,
    needPhoto: false,
    done,
    task: { id: 4 },
    photo: null,
    rejection: null,
    picture: null,
    pictogram: null,
    voice: null,
    durationMinutes: null,
    rejectionCount: 0,
    support: null,
    photoRemovedAt: null,
  });
  const task: TaskWithSteps = {
    id: 4,
    taskName: 'Zaliti cvijeće',
    description: 'Balkon',
    dueDate: '2026-05-10',
    dueTime: '09:00',
    priority: true,
    difficulty: 'medium',
    durationMinutes: 30,
    done: null,
    start: null,
    end: null,
    child: { id: 7 },
    pendingReview: false,
    routine: null,
    pictogram: null,
    subtasks: [{ ...step(11, 'Napuniti kantu', true), durationMinutes: 5 }, step(12, 'Zaliti', false)],
  };

  it('fills the form with the task and sends every step in its new order, kept ones with their ids', () => {
    const form = taskToForm(task);
    expect(form).toMatchObject({ taskName: 'Zaliti cvijeće', dueTime: '09:00', priority: true, difficulty: 'medium', durationMinutes: '30', repeat: 'none' });
    const [fill, water] = form.subtasks;
    expect(toUpdateTaskRequest({ ...form, dueTime: '10:30', subtasks: [water!, { description: 'Pospremiti kantu', needPhoto: true, durationMinutes: '15' }, fill!] })).toEqual({
      taskName: 'Zaliti cvijeće',
      description: 'Balkon',
      dueDate: '2026-05-10',
      dueTime: '10:30',
      priority: true,
      difficulty: 'medium',
      durationMinutes: 30,
      subtasks: [
        { id: 12, description: 'Zaliti', needPhoto: false, durationMinutes: null },
        { description: 'Pospremiti kantu', needPhoto: true, durationMinutes: 15 },
        { id: 11, description: 'Napuniti kantu', needPhoto: false, durationMinutes: 5 },
      ],
    });
  });

  it('sends no difficulty as null', () => {
    expect(toUpdateTaskRequest({ ...taskToForm(task), difficulty: '' }).difficulty).toBeNull();
  });

  const tooth = { name: 'tooth', downloadURL: '/api/v1/pictograms/tooth.svg' };
  const bus = { name: 'bus', downloadURL: '/api/v1/pictograms/bus.svg' };

  it("sends only the pictograms changed, by the steps' new order: null for one removed; the edit itself carries none", () => {
    const withPictograms: TaskWithSteps = { ...task, pictogram: bus, subtasks: [{ ...task.subtasks[0]!, pictogram: tooth }, task.subtasks[1]!] };
    const form = taskToForm(withPictograms);
    expect(form.pictogram).toEqual(bus);
    expect(toFormPictograms(form, withPictograms)).toEqual({ task: undefined, steps: [undefined, undefined] });
    const [fill, water] = form.subtasks;
    const edited = { ...form, pictogram: null, subtasks: [{ ...water!, pictogram: bus }, { description: 'Novi', needPhoto: false, durationMinutes: '', pictogram: tooth }, { ...fill!, pictogram: null }] };
    expect(toFormPictograms(edited, withPictograms)).toEqual({ task: null, steps: ['bus', 'tooth', null] });
    const request = toUpdateTaskRequest(edited);
    expect(request).not.toHaveProperty('pictogram');
    expect(request.subtasks?.some((step) => 'pictogram' in step)).toBe(false);
  });
});

describe('pictograms chosen for a new task', () => {
  it("are sent after the save, the steps' by place; the task's request carries none", () => {
    const values = {
      ...valid,
      pictogram: { name: 'bus', downloadURL: '/api/v1/pictograms/bus.svg' },
      subtasks: [
        { description: 'Oprati zube', needPhoto: false, durationMinutes: '', pictogram: { name: 'tooth', downloadURL: '/api/v1/pictograms/tooth.svg' } },
        { description: 'Obući se', needPhoto: false, durationMinutes: '', pictogram: null },
      ],
    };
    expect(toFormPictograms(values)).toEqual({ task: 'bus', steps: ['tooth', undefined] });
    expect(toFormPictograms({ ...valid, pictogram: null })).toEqual({ task: undefined, steps: [undefined] });
    const request = toCreateTaskRequest(values, 7);
    expect(request).not.toHaveProperty('pictogram');
    expect(request.subtasks?.[0]).toEqual({ description: 'Oprati zube', needPhoto: false, durationMinutes: null });
    const routine = toUpdateRoutineRequest({ ...values, repeat: 'daily' });
    expect(routine.subtasks?.[0]).not.toHaveProperty('pictogram');
  });
});

describe('Ponavljanje', () => {
  it('asks for a weekday for chosen days and an end not before the date', () => {
    expect(messages({ ...valid, repeat: 'custom', weekdays: [], endDate: '2026-05-09' })).toEqual({
      weekdays: 'Odaberite barem jedan dan.',
      endDate: 'Kraj ne može biti prije datuma.',
    });
    expect(messages({ ...valid, repeat: 'daily', endDate: '2026-02-30' })).toEqual({ endDate: 'Odaberite datum ili ostavite prazno.' });
  });

  it('sends how the task repeats, and nothing of it for a task that happens once', () => {
    expect(toCreateTaskRequest({ ...valid, repeat: 'custom', weekdays: ['5', '1'], endDate: '2026-06-30' }, 7).repeat).toEqual({
      kind: 'custom',
      weekdays: [1, 5],
      endDate: '2026-06-30',
    });
    expect(toCreateTaskRequest({ ...valid, repeat: 'weekly', weekdays: ['2'] }, 7).repeat).toEqual({ kind: 'weekly', weekdays: [], endDate: null });
    expect('repeat' in toCreateTaskRequest({ ...valid, weekdays: ['2'], endDate: '2026-06-30' }, 7)).toBe(false);
  });

  it("keeps each routine step's place through an edit, so its picture goes with it; a new step has none", () => {
    const routine: Routine = {
      id: 3,
      kind: 'daily',
      weekdays: [],
      startDate: '2026-05-10',
      endDate: null,
      taskName: 'Jutro',
      description: 'Jutarnji red',
      dueTime: '08:00',
      priority: false,
      difficulty: null,
      durationMinutes: null,
      child: { id: 7 },
      pictogram: null,
      subtasks: [
        { description: 'Oprati ruke', needPhoto: false, durationMinutes: null, picture: { downloadURL: '/a', previewURL: '/b', kind: 'image' }, pictogram: null, voice: null },
        { description: 'Obući pregaču', needPhoto: true, durationMinutes: 5, picture: null, pictogram: null, voice: null },
      ],
    };
    const form = routineToForm(routine);
    const [washing, apron] = form.subtasks;
    const request = toUpdateRoutineRequest({ ...form, subtasks: [apron!, { description: 'Novi', needPhoto: false, durationMinutes: '' }, washing!] });
    expect(request.subtasks).toEqual([
      { description: 'Obući pregaču', needPhoto: true, durationMinutes: 5, routineStep: 1 },
      { description: 'Novi', needPhoto: false, durationMinutes: null },
      { description: 'Oprati ruke', needPhoto: false, durationMinutes: null, routineStep: 0 },
    ]);
    // A new task sends only the steps' texts.
    expect(toCreateTaskRequest({ ...valid, subtasks: [{ description: 'Korak', needPhoto: true, durationMinutes: '', routineStep: 2 }] }, 7).subtasks).toEqual([
      { description: 'Korak', needPhoto: true, durationMinutes: null },
    ]);
  });
});
