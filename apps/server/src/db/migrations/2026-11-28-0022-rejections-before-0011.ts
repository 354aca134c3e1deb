import { sql, type Kysely } from 'kysely';

/**
 * A step is rejected when it carries the manager's rejection (`rejected_at`; contract task-rules'
 * isRejected). Photo steps refused before migration 0011 have none: not done, their refused photo kept.
 * They get the time their photo came, the latest that is known, so they still read as rejected (their
 * reason was never kept). A manager's later decision or a new photo sets or clears it as for any step.
 * Down leaves them: the columns' meaning is the same before this migration, only these rows were unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update subtasks set rejected_at = (select task_photos.created_at from task_photos where task_photos.subtask_id = subtasks.id)
    where done = false and rejected_at is null and exists (select 1 from task_photos where task_photos.subtask_id = subtasks.id)
  `.execute(db);
}

export async function down(): Promise<void> {}
