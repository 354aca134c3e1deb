import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * The completion rule: a task is done when it has steps and every one is done; it ends when the
 * employee finished the last of them (addendum, section 2). Run in the transaction of every change to
 * a task's steps. A task without steps is finished by hand (tasks/).
 */
export async function refreshCompletion(trx: Transaction<Database>, taskId: number) {
  const { total, finished, last } = await trx
    .selectFrom('subtasks')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('done', '=', true).then(1).end()).as('finished'),
      eb.fn.max('completed_at').as('last'),
    ])
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  const done = Number(total) > 0 && Number(finished) === Number(total);
  await trx
    .updateTable('tasks')
    .set(done ? { done: true, ended_at: last === null ? null : Number(last) } : { done: null, ended_at: null })
    .where('id', '=', taskId)
    .execute();
}
