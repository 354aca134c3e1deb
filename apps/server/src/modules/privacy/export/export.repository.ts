import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { zipPathOf, type ExportFileKind } from './zip-paths.ts';

/**
 * The export's reads (issue 35). The privacy module writes none of these tables: it only reads what the
 * employees, tasks, chat, support and access-log parts wrote, so that the person gets all of it back. Long
 * lists are read a page at a time (by id), so an employee with years of tasks never sits whole in memory.
 */

/** Rows per page: a page of tasks with their steps stays small, and few round trips are needed. */
export const PAGE = 500;

/** Statistika's rule of a finished task and whether it was on time (app.ts hands it over, as to support). */
export type FinishedTasks = (employeeId: number, timeZone: string, where?: RawBuilder<unknown>) => RawBuilder<unknown>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const bool = (value: unknown) => (value === null ? null : Boolean(value));

/** A stored file as the ZIP lists it; `storageKey` is read from the store, never written into the ZIP's texts. */
export interface ExportFile {
  storageKey: string;
  kind: ExportFileKind;
  taskId: number;
  stepId: number;
  contentType: string;
  createdAt: number;
}

export function createExportRepository(db: Db, finishedTasks: FinishedTasks, timeZone: string) {
  return {
    /** The profile as the owner sees it (no password hash), with the owner's and helpers' names and the phone's look. */
    async profile(employeeId: number) {
      const row = await db
        .selectFrom('employees')
        .innerJoin('managers', 'managers.id', 'employees.manager_id')
        .select([
          'employees.id',
          'employees.name',
          'employees.surname',
          'employees.email',
          'employees.kid_male',
          'employees.date_of_birth',
          'employees.qualities',
          'employees.preferences',
          'employees.special',
          'employees.email_login_allowed',
          'employees.created_at',
          'employees.consent_given_at',
          sql<string>`${sql.ref('managers.name')} || ' ' || ${sql.ref('managers.surname')}`.as('owner_name'),
        ])
        .where('employees.id', '=', employeeId)
        .executeTakeFirst();
      if (!row) return undefined;
      const helpers = await db
        .selectFrom('employee_helpers')
        .innerJoin('managers', 'managers.id', 'employee_helpers.manager_id')
        .select(['managers.name', 'managers.surname', 'employee_helpers.created_at'])
        .where('employee_helpers.employee_id', '=', employeeId)
        .orderBy('employee_helpers.created_at')
        .execute();
      const look = await db.selectFrom('account_settings').selectAll().where('employee_id', '=', employeeId).executeTakeFirst();
      return {
        id: row.id,
        name: row.name,
        surname: row.surname,
        email: row.email,
        kidMale: Boolean(row.kid_male),
        dateOfBirth: row.date_of_birth,
        qualities: row.qualities,
        preferences: row.preferences,
        special: row.special,
        emailLoginAllowed: Boolean(row.email_login_allowed),
        createdAt: iso(row.created_at),
        consentGivenAt: iso(row.consent_given_at),
        ownerName: row.owner_name,
        helpers: helpers.map((helper) => ({ name: `${helper.name} ${helper.surname}`, since: iso(helper.created_at) })),
        // The phone's look only: the login code is a secret of the phone, not the person's data.
        phoneLook: look && {
          font: look.font,
          fontSize: look.font_size,
          colorForFont: look.color_for_font,
          colorForBackground: look.color_for_background,
          colorOfPriorityTask: look.color_of_priority_task,
          colorOfNormalTask: look.color_of_normal_task,
          colorForSubtask: look.color_for_subtask,
          colorForProgress: look.color_for_progress,
          focusView: Boolean(look.focus_view),
          pictogramContrast: Boolean(look.pictogram_contrast),
        },
      };
    },

    /** A page of tasks (ids above `after`), with their steps, refusals, support records and their files' paths in the ZIP. */
    async tasksAfter(employeeId: number, after: number) {
      const tasks = await db.selectFrom('tasks').selectAll().where('employee_id', '=', employeeId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
      if (tasks.length === 0) return [];
      const steps = await db
        .selectFrom('subtasks')
        .selectAll()
        .where('task_id', 'in', tasks.map((task) => task.id))
        .orderBy('task_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      const stepIds = steps.map((step) => step.id);
      const ofSteps = async <T extends { subtask_id: number }>(read: (ids: number[]) => Promise<T[]>) =>
        groupBy(stepIds.length === 0 ? [] : await read(stepIds), (row) => row.subtask_id);
      const rejections = await ofSteps((ids) => db.selectFrom('step_rejections').selectAll().where('subtask_id', 'in', ids).orderBy('id').execute());
      const support = await ofSteps((ids) => supportRows(db).where('step_support_records.subtask_id', 'in', ids).orderBy('step_support_records.id').execute());
      const photos = await ofSteps((ids) => db.selectFrom('task_photos').selectAll().where('subtask_id', 'in', ids).execute());
      const stepsOf = groupBy(steps, (step) => step.task_id);
      return tasks.map((task) => ({
        id: task.id,
        taskName: task.task_name,
        description: task.description,
        dueDate: task.due_date,
        dueTime: task.due_time,
        priority: Boolean(task.priority),
        done: bool(task.done),
        startedAt: iso(task.started_at),
        endedAt: iso(task.ended_at),
        createdAt: iso(task.created_at),
        routineId: task.routine_id,
        difficulty: task.difficulty,
        durationMinutes: task.duration_minutes,
        pictogram: task.pictogram,
        steps: (stepsOf.get(task.id) ?? []).map((step) => {
          const photo = photos.get(step.id)?.[0];
          return {
            id: step.id,
            description: step.description,
            needPhoto: Boolean(step.need_photo),
            done: bool(step.done),
            completedAt: iso(step.completed_at),
            durationMinutes: step.duration_minutes,
            pictogram: step.pictogram,
            photo: photo ? { file: zipPathOf('photo', photo.storage_key, photo.content_type), name: photo.name, sentAt: iso(photo.created_at) } : null,
            photoRemovedAt: iso(step.photo_removed_at),
            picture: step.picture_key && step.picture_type ? zipPathOf('picture', step.picture_key, step.picture_type) : null,
            voice: step.voice_key && step.voice_type ? zipPathOf('voice', step.voice_key, step.voice_type) : null,
            rejections: (rejections.get(step.id) ?? []).map((row) => ({ reason: row.reason, rejectedAt: iso(row.rejected_at) })),
            support: (support.get(step.id) ?? []).map(presentSupport),
          };
        }),
      }));
    },

    /** A page of the conversation (ids above `after`), oldest first. */
    async messagesAfter(employeeId: number, after: number) {
      const rows = await db.selectFrom('chat_messages').selectAll().where('employee_id', '=', employeeId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
      return rows.map((row) => ({ id: row.id, from: row.sender, name: row.sender_name, text: row.text, sos: Boolean(row.sos), at: iso(row.created_at) }));
    },

    /** A page of the access history (ids above `after`), oldest first. */
    async accessAfter(employeeId: number, after: number) {
      const rows = await db.selectFrom('access_log').selectAll().where('employee_id', '=', employeeId).where('id', '>', after).orderBy('id').limit(PAGE).execute();
      return rows.map((row) => ({ id: row.id, at: iso(row.at), who: { id: row.actor_id, name: row.actor_name, role: row.actor_role }, action: row.action, detail: row.detail }));
    },

    /** A page of every support record of the employee (ids above `after`). */
    async supportAfter(employeeId: number, after: number) {
      const rows = await supportRows(db)
        .innerJoin('subtasks', 'subtasks.id', 'step_support_records.subtask_id')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .select(['tasks.id as task_id', 'tasks.task_name', 'subtasks.description'])
        .where('tasks.employee_id', '=', employeeId)
        .where('step_support_records.id', '>', after)
        .orderBy('step_support_records.id')
        .limit(PAGE)
        .execute();
      return rows.map((row) => ({ id: row.id, taskId: row.task_id, taskName: row.task_name, stepId: row.subtask_id, step: row.description, ...presentSupport(row) }));
    },

    async hasSupport(employeeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('step_support_records')
        .innerJoin('subtasks', 'subtasks.id', 'step_support_records.subtask_id')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .select('step_support_records.id')
        .where('tasks.employee_id', '=', employeeId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Per task name: runs, finished and finished on time, by Statistika's own rule. */
    async statistics(employeeId: number) {
      const { rows } = await sql<{ task_name: string; runs: unknown; finished: unknown; on_time: unknown }>`
        with done as (${finishedTasks(employeeId, timeZone)})
        select t.task_name, count(*) as runs, count(d.id) as finished,
               coalesce(sum(case when d.on_time = 1 then 1 else 0 end), 0) as on_time
        from tasks t
        left join done d on d.id = t.id
        where t.employee_id = ${employeeId}
        group by t.task_name
        order by t.task_name`.execute(db);
      return rows.map((row) => ({ taskName: row.task_name, runs: Number(row.runs), finished: Number(row.finished), finishedOnTime: Number(row.on_time) }));
    },

    /**
     * A page of the employee's stored files (by step id above `after`): photos, step pictures, a video's poster
     * (an image's preview is made from the picture, so it is not the person's data) and voices.
     */
    async filesAfter(employeeId: number, after: number): Promise<{ files: ExportFile[]; last: number | undefined }> {
      const steps = await db
        .selectFrom('subtasks')
        .innerJoin('tasks', 'tasks.id', 'subtasks.task_id')
        .leftJoin('task_photos', 'task_photos.subtask_id', 'subtasks.id')
        .select([
          'subtasks.id',
          'subtasks.task_id',
          'subtasks.picture_key',
          'subtasks.picture_type',
          'subtasks.picture_preview_key',
          'subtasks.voice_key',
          'subtasks.voice_type',
          'tasks.created_at',
          'task_photos.storage_key as photo_key',
          'task_photos.content_type as photo_type',
          'task_photos.created_at as photo_at',
        ])
        .where('tasks.employee_id', '=', employeeId)
        .where('subtasks.id', '>', after)
        .where((eb) => eb.or([eb('subtasks.picture_key', 'is not', null), eb('subtasks.voice_key', 'is not', null), eb('task_photos.id', 'is not', null)]))
        .orderBy('subtasks.id')
        .limit(PAGE)
        .execute();
      const files: ExportFile[] = [];
      for (const step of steps) {
        const at = { taskId: step.task_id, stepId: step.id, createdAt: Number(step.created_at) };
        if (step.photo_key && step.photo_type) files.push({ ...at, storageKey: step.photo_key, kind: 'photo', contentType: step.photo_type, createdAt: Number(step.photo_at) });
        if (step.picture_key && step.picture_type) files.push({ ...at, storageKey: step.picture_key, kind: 'picture', contentType: step.picture_type });
        if (step.picture_preview_key && step.picture_type?.startsWith('video/')) files.push({ ...at, storageKey: step.picture_preview_key, kind: 'poster', contentType: 'image/webp' });
        if (step.voice_key && step.voice_type) files.push({ ...at, storageKey: step.voice_key, kind: 'voice', contentType: step.voice_type });
      }
      return { files, last: steps.at(-1)?.id };
    },
  };
}

type SupportRow = { id: number; subtask_id: number; level: string | null; note: string | null; recorded_at: number; manager_name: string | null };

const supportRows = (db: Db) =>
  db
    .selectFrom('step_support_records')
    .leftJoin('managers', 'managers.id', 'step_support_records.manager_id')
    .select([
      'step_support_records.id',
      'step_support_records.subtask_id',
      'step_support_records.level',
      'step_support_records.note',
      'step_support_records.recorded_at',
      sql<string | null>`${sql.ref('managers.name')} || ' ' || ${sql.ref('managers.surname')}`.as('manager_name'),
    ]);

/** Rows by a key (Map.groupBy is Node 21's). */
function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const presentSupport = (row: SupportRow) => ({ level: row.level, note: row.note, recordedAt: iso(row.recorded_at), recordedBy: row.manager_name });

export type ExportRepository = ReturnType<typeof createExportRepository>;
