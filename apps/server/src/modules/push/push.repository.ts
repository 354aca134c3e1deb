import { MANAGER_PUSH_PREFERENCES, type ManagerPushPreference, type PushPreferences, type UpdatePushPreferences } from '@plan-dan/contract';
import type { Db, Executor } from '../../db/database.ts';
import type { PushPreferencesTable } from '../../db/schema.ts';
import type { UserRef } from '../../platform/auth.ts';
import { createNotStartedRepository } from './push-not-started.repository.ts';
import { taskFacts, type ReminderCandidate, type TaskFacts } from './push-task-facts.ts';

export type { ReminderCandidate, TaskFacts } from './push-task-facts.ts';

/** Subscriptions one session keeps (a browser resubscribing gets a new endpoint now and then). */
export const MAX_SUBSCRIPTIONS_PER_SESSION = 3;

const ownerColumn = (user: UserRef) => (user.role === 'manager' ? 'manager_id' : 'employee_id');

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Each choice's column in `push_preferences`. */
const COLUMN_OF = {
  photo: 'photo',
  sos: 'sos',
  message: 'message',
  taskDone: 'task_done',
  task_not_started: 'task_not_started',
} as const satisfies Record<ManagerPushPreference, keyof PushPreferencesTable>;
type PreferenceColumn = (typeof COLUMN_OF)[ManagerPushPreference];

export function createPushRepository(db: Db) {
  return {
    /** A browser subscribes again with the same endpoint after a new login: the newest session owns it. */
    async saveSubscription(row: { sessionId: string; user: UserRef; endpoint: string; p256dh: string; auth: string; createdAt: number }) {
      const values = {
        session_id: row.sessionId,
        manager_id: row.user.role === 'manager' ? row.user.id : null,
        employee_id: row.user.role === 'employee' ? row.user.id : null,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.createdAt,
      };
      await db
        .insertInto('push_subscriptions')
        .values(values)
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, endpoint: undefined }))
        .execute();
      // A session is one browser: its older subscriptions beyond a few go, so no one makes the server post to many.
      const kept = db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('session_id', '=', row.sessionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_SUBSCRIPTIONS_PER_SESSION);
      await db.deleteFrom('push_subscriptions').where('session_id', '=', row.sessionId).where('id', 'not in', kept).execute();
    },

    /** Only the user's own subscription goes; someone else's endpoint is left alone. */
    async deleteSubscription(user: UserRef, endpoint: string) {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where(ownerColumn(user), '=', user.id).execute();
    },

    /**
     * Erasure (issue 35): the employee's phones' subscriptions (their endpoints are personal data) and the
     * notices claimed for their tasks, inside the transaction that deletes the employee. The foreign keys
     * would cascade too; the push module deletes its own rows so the erasure does not rest on them.
     */
    async deleteAllOfEmployee(trx: Executor, employeeId: number) {
      const tasksOfEmployee = trx.selectFrom('tasks').select('id').where('employee_id', '=', employeeId);
      await trx.deleteFrom('push_subscriptions').where('employee_id', '=', employeeId).execute();
      await trx.deleteFrom('push_reminders').where('task_id', 'in', tasksOfEmployee).execute();
      await trx.deleteFrom('push_not_started').where('task_id', 'in', tasksOfEmployee).execute();
    },

    /** The push service said the subscription is gone (404, 410). */
    async deleteSubscriptionById(id: number) {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    subscriptionsOf(users: UserRef[]): Promise<StoredSubscription[]> {
      const managers = users.filter((u) => u.role === 'manager').map((u) => u.id);
      const employees = users.filter((u) => u.role === 'employee').map((u) => u.id);
      if (managers.length === 0 && employees.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where((eb) =>
          eb.or([
            ...(managers.length > 0 ? [eb('manager_id', 'in', managers)] : []),
            ...(employees.length > 0 ? [eb('employee_id', 'in', employees)] : []),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    /** The managers who hear of the employee: the owner and the owner's helpers (each by their own switches). */
    async managersOf(employeeId: number, ownerId: number): Promise<number[]> {
      const helpers = await db.selectFrom('employee_helpers').select('manager_id').where('employee_id', '=', employeeId).execute();
      return [ownerId, ...helpers.map((helper) => helper.manager_id)];
    },

    async preferencesOf(managerId: number): Promise<PushPreferences | undefined> {
      const row = await db.selectFrom('push_preferences').selectAll().where('manager_id', '=', managerId).executeTakeFirst();
      return row && (Object.fromEntries(MANAGER_PUSH_PREFERENCES.map((kind) => [kind, Boolean(row[COLUMN_OF[kind]])])) as PushPreferences);
    },

    /** Only the choices given change; a manager's first choice leaves the others on. */
    async savePreferences(managerId: number, preferences: UpdatePushPreferences) {
      const given = MANAGER_PUSH_PREFERENCES.filter((kind) => preferences[kind] !== undefined);
      const changed = Object.fromEntries(given.map((kind) => [COLUMN_OF[kind], preferences[kind]]));
      const allOn = Object.fromEntries(MANAGER_PUSH_PREFERENCES.map((kind) => [COLUMN_OF[kind], true])) as Record<PreferenceColumn, boolean>;
      const insert = db.insertInto('push_preferences').values({ manager_id: managerId, ...allOn, ...changed });
      await (given.length === 0
        ? insert.onConflict((oc) => oc.column('manager_id').doNothing())
        : insert.onConflict((oc) => oc.column('manager_id').doUpdateSet(changed))
      ).execute();
    },

    task(taskId: number): Promise<TaskFacts | undefined> {
      return taskFacts(db).where('t.id', '=', taskId).executeTakeFirst();
    },

    async step(stepId: number): Promise<(TaskFacts & { description: string }) | undefined> {
      const step = await db.selectFrom('subtasks').select(['task_id', 'description']).where('id', '=', stepId).executeTakeFirst();
      if (!step) return undefined;
      const task = await taskFacts(db).where('t.id', '=', step.task_id).executeTakeFirst();
      return task && { ...task, description: step.description };
    },

    async material(materialId: number) {
      const material = await db.selectFrom('materials').select(['name', 'manager_id']).where('id', '=', materialId).executeTakeFirst();
      if (!material) return undefined;
      const employees = await db.selectFrom('employees').select('id').where('manager_id', '=', material.manager_id).execute();
      return { name: material.name, employeeIds: employees.map((e) => e.id) };
    },

    message(messageId: number) {
      return db
        .selectFrom('chat_messages as m')
        .innerJoin('employees as e', 'e.id', 'm.employee_id')
        .select(['m.employee_id as employeeId', 'm.sender', 'm.sender_name as senderName', 'm.text', 'm.sos', 'e.manager_id as managerId'])
        .where('m.id', '=', messageId)
        .executeTakeFirst();
    },

    /** Unfinished tasks due between the two wall-clock times whose reminder for that due time has not gone out. */
    reminderCandidates(fromLocal: number, toLocal: number): Promise<ReminderCandidate[]> {
      return taskFacts(db)
        .leftJoin('push_reminders as r', 'r.task_id', 't.id')
        .select('t.due_local_at as dueLocalAt')
        .where('t.ended_at', 'is', null)
        .where('t.due_local_at', '>', fromLocal)
        .where('t.due_local_at', '<=', toLocal)
        .where((eb) => eb.or([eb('r.reminded_for', 'is', null), eb('r.reminded_for', '<>', eb.ref('t.due_local_at'))]))
        .$narrowType<{ dueLocalAt: number }>()
        .execute();
    },

    /**
     * Claims the task's reminder for this due time, once across every instance sharing the database:
     * only the instance whose statement writes the row gets it back.
     */
    async claimReminder(taskId: number, dueLocalAt: number): Promise<boolean> {
      const rows = await db
        .insertInto('push_reminders')
        .values({ task_id: taskId, reminded_for: dueLocalAt })
        .onConflict((oc) =>
          oc
            .column('task_id')
            .doUpdateSet({ reminded_for: dueLocalAt })
            .where('push_reminders.reminded_for', '<>', dueLocalAt),
        )
        .returning('task_id')
        .execute();
      return rows.length > 0;
    },

    ...createNotStartedRepository(db),
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
