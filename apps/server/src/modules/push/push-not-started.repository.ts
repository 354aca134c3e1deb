import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { taskFacts, type ReminderCandidate } from './push-task-facts.ts';

/** Not started and not finished: the task's managers may be told (push-not-started.ts). */
const isUnstarted = <DB extends { t: Database['tasks'] }, TB extends keyof DB & 't'>(eb: ExpressionBuilder<DB, TB>) => {
  const narrow = eb as unknown as ExpressionBuilder<{ t: Database['tasks'] }, 't'>;
  return narrow.and([narrow('t.started_at', 'is', null), narrow.or([narrow('t.done', 'is', null), narrow('t.done', '=', false)])]);
};

/** The not-started notice's reads and its claim in `push_not_started` (part of the push repository). */
export function createNotStartedRepository(db: Db) {
  return {
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
