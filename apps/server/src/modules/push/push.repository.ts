import type { PushPreferences, UpdatePushPreferences } from '@plan-dan/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRef } from '../../platform/auth.ts';

/** Subscriptions one session keeps (a browser resubscribing gets a new endpoint now and then). */
export const MAX_SUBSCRIPTIONS_PER_SESSION = 3;

const ownerColumn = (user: UserRef) => (user.role === 'manager' ? 'manager_id' : 'employee_id');

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface TaskFacts {
  taskId: number;
  taskName: string;
  employeeId: number;
  employeeName: string;
  managerId: number;
}

export interface ReminderCandidate extends TaskFacts {
  dueLocalAt: number;
}

/** Not started and not finished: the task's managers may be told (push-not-started.ts). */
const isUnstarted = <DB extends { t: Database['tasks'] }, TB extends keyof DB & 't'>(eb: ExpressionBuilder<DB, TB>) => {
  const narrow = eb as unknown as ExpressionBuilder<{ t: Database['tasks'] }, 't'>;
  return narrow.and([narrow('t.started_at', 'is', null), narrow.or([narrow('t.done', 'is', null), narrow('t.done', '=', false)])]);
};

const taskFacts = (db: Db) =>
  db
    .selectFrom('tasks as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select(['t.id as taskId', 't.task_name as taskName', 't.employee_id as employeeId', 'e.manager_id as managerId'])
    .select(sql<string>`e.name || ' ' || e.surname`.as('employeeName'));

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
      if (!row) return undefined;
      return {
        photo: Boolean(row.photo),
        sos: Boolean(row.sos),
        message: Boolean(row.message),
        taskDone: Boolean(row.task_done),
        task_not_started: Boolean(row.task_not_started),
      };
    },

    /** Only the choices given change; a manager's first choice leaves the others on. */
    async savePreferences(managerId: number, preferences: UpdatePushPreferences) {
      const given = {
        photo: preferences.photo,
        sos: preferences.sos,
        message: preferences.message,
        task_done: preferences.taskDone,
        task_not_started: preferences.task_not_started,
      };
      const changed = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      const allOn = { photo: true, sos: true, message: true, task_done: true, task_not_started: true };
      const insert = db.insertInto('push_preferences').values({ manager_id: managerId, ...allOn, ...changed });
      await (Object.keys(changed).length === 0
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

    /**
     * Tasks due between the two wall-clock times that nobody started and that are not finished, whose
     * not-started notice for that due time has not gone out. A deleted task has no row (its claim goes
     * with it).
     */
    notStartedCandidates(fromLocal: number, toLocal: number): Promise<ReminderCandidate[]> {
      return taskFacts(db)
        .leftJoin('push_not_started as n', 'n.task_id', 't.id')
        .select('t.due_local_at as dueLocalAt')
        .where(isUnstarted)
        .where('t.due_local_at', '>', fromLocal)
        .where('t.due_local_at', '<=', toLocal)
        .where((eb) => eb.or([eb('n.noticed_for', 'is', null), eb('n.noticed_for', '<>', eb.ref('t.due_local_at'))]))
        .$narrowType<{ dueLocalAt: number }>()
        .execute();
    },

    /**
     * Claims the task's not-started notice for this due time, once across every instance sharing the
     * database: only the statement that writes the row gets it back. The row is written only while the
     * task is still unstarted, unfinished and due then, so a task started or moved since it was read is
     * never told.
     */
    async claimNotStarted(taskId: number, dueLocalAt: number): Promise<boolean> {
      const rows = await db
        .insertInto('push_not_started')
        .columns(['task_id', 'noticed_for'])
        .expression(
          db
            .selectFrom('tasks as t')
            .select(['t.id', 't.due_local_at'])
            .where('t.id', '=', taskId)
            .where('t.due_local_at', '=', dueLocalAt)
            .where(isUnstarted),
        )
        .onConflict((oc) =>
          oc
            .column('task_id')
            .doUpdateSet({ noticed_for: dueLocalAt })
            .where('push_not_started.noticed_for', '<>', dueLocalAt),
        )
        .returning('task_id')
        .execute();
      return rows.length > 0;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
