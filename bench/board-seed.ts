// The board's bench data: a manager with 30 employees and a year of a daily routine each (about 11,000
// tasks), written straight to the tables as the finished tasks of cases.ts are (the API makes tasks only
// now, one at a time).
import { dateOfDayNumber, localMs, todayIn } from '@plan-dan/contract';
import type { Db } from '../apps/server/src/db/database.ts';

const BOARD_EMPLOYEES = Number(process.env.BENCH_BOARD_EMPLOYEES ?? 30);
/** Past days of the routine, today, and the days the routine is made ahead. */
const PAST_DAYS = 365;
const AHEAD_DAYS = 7;
const DAY_MS = 86_400_000;
/** Rows per insert: few round trips, well under either database's limit of parameters. */
const BATCH = 400;

export interface BoardContext {
  auth: Record<string, string>;
  employees: number;
  tasks: number;
}

interface DayTask {
  day: number;
  /** Finished with both steps approved; otherwise open (a photo may wait on its second step). */
  finished: boolean;
  photoWaits: boolean;
}

/**
 * One employee's routine: every past day finished, except yesterday for every fifth employee (late);
 * today finished for every other one, with a photo waiting for every third; the coming days open.
 */
function daysOf(index: number, today: number): DayTask[] {
  const days: DayTask[] = [];
  for (let day = today - PAST_DAYS; day <= today + AHEAD_DAYS; day++) {
    const lateYesterday = day === today - 1 && index % 5 === 0;
    const finished = day < today ? !lateYesterday : day === today && index % 2 === 0;
    days.push({ day, finished, photoWaits: day === today && !finished && index % 3 === 0 });
  }
  return days;
}

/** One employee's tasks, their two steps (the second a photo step) and the steps' photos, in batches. */
async function seedRoutine(db: Db, employeeId: number, index: number, today: number) {
  const days = daysOf(index, today);
  for (let first = 0; first < days.length; first += BATCH) {
    const batch = days.slice(first, first + BATCH);
    await db.transaction().execute(async (trx) => {
      const rows = batch.map(({ day, finished }) => {
        const dueDate = dateOfDayNumber(day);
        const due = localMs(dueDate, '09:00');
        // Local times as instants are off by the zone's offset, which no figure here depends on.
        return {
          employee_id: employeeId,
          task_name: 'Jutarnja rutina',
          description: 'Svaki dan u devet',
          due_date: dueDate,
          due_time: '09:00',
          due_local_at: due,
          priority: false,
          done: finished ? true : null,
          started_at: finished ? due - 1_800_000 : null,
          ended_at: finished ? due - 600_000 : null,
          created_at: due - DAY_MS,
        };
      });
      const ids = (await trx.insertInto('tasks').values(rows).returning('id').execute()).map((row) => row.id);
      const steps = batch.flatMap(({ finished, photoWaits }, at) => [
        { task_id: ids[at]!, description: 'Pripremiti', need_photo: false, done: finished, completed_at: finished ? rows[at]!.ended_at : null },
        { task_id: ids[at]!, description: 'Poslikati', need_photo: true, done: finished ? true : photoWaits ? null : false, completed_at: rows[at]!.ended_at },
      ]);
      const stepIds = (await trx.insertInto('subtasks').values(steps).returning(['id', 'task_id', 'need_photo']).execute()).filter((step) => step.need_photo);
      const photos = stepIds.flatMap((step) => {
        const at = ids.indexOf(step.task_id);
        if (!batch[at]!.finished && !batch[at]!.photoWaits) return [];
        return [
          {
            subtask_id: step.id,
            task_id: step.task_id,
            employee_id: employeeId,
            name: 'slika.jpg',
            storage_key: `photos/${employeeId}/${step.task_id}/${step.id}-bench.jpg`,
            content_type: 'image/jpeg',
            size: 120_000,
            created_at: Number(rows[at]!.created_at),
          },
        ];
      });
      if (photos.length > 0) await trx.insertInto('task_photos').values(photos).execute();
    });
  }
  return days.length;
}

/** A few messages each: three from the employee (an SOS for every fourth), the manager side having read the first. */
async function seedMessages(db: Db, employeeId: number, index: number, senderName: string) {
  const texts = ['Dobro jutro', 'Gotovo', 'Trebam pomoć'];
  const rows = await db
    .insertInto('chat_messages')
    .values(
      texts.map((text, at) => ({
        employee_id: employeeId,
        sender: 'employee' as const,
        sender_id: employeeId,
        sender_name: senderName,
        text,
        sos: at === 2 && index % 4 === 0,
        created_at: Date.now() - (3 - at) * 60_000,
      })),
    )
    .returning('id')
    .execute();
  await db.insertInto('chat_reads').values({ employee_id: employeeId, reader: 'manager', last_read_id: rows[0]!.id }).execute();
}

export async function seedBoard(
  inject: (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) => Promise<Record<string, unknown>>,
  db: Db,
  timeZone: string,
): Promise<BoardContext> {
  const password = 'bench-password';
  const profile = await inject('POST', '/api/v1/manager/create', {
    name: 'Board',
    surname: 'Manager',
    email: 'board@example.com',
    password,
    kidMale: false,
    dateOfBirth: '1985-01-01',
  });
  const user = await inject('POST', '/api/v1/manager/login', { username: profile.username, password });
  const auth = { authorization: `Bearer ${String(user.jwtToken)}` };
  const today = Date.parse(todayIn(timeZone)) / DAY_MS;
  let tasks = 0;
  for (let i = 0; i < BOARD_EMPLOYEES; i++) {
    const employee = await inject(
      'POST',
      '/api/v1/child/create',
      { name: `Radnik${i}`, surname: 'Ploča', email: `board${i}@example.com`, password, kidMale: i % 2 === 1, dateOfBirth: '2001-01-01' },
      auth,
    );
    const employeeId = Number(employee.id);
    tasks += await seedRoutine(db, employeeId, i, today);
    await seedMessages(db, employeeId, i, `Radnik${i} Ploča`);
  }
  return { auth, employees: BOARD_EMPLOYEES, tasks };
}
