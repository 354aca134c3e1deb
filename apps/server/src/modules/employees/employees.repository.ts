import { DEFAULT_PHONE_LOOK, type Employee } from '@plan-dan/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmployeesTable } from '../../db/schema.ts';

type EmployeeRow = Selectable<EmployeesTable>;

const PUBLIC_COLUMNS = [
  'id',
  'manager_id',
  'name',
  'surname',
  'email',
  'kid_male',
  'date_of_birth',
  'qualities',
  'preferences',
  'special',
] as const;

function toEmployee(row: Pick<EmployeeRow, (typeof PUBLIC_COLUMNS)[number]>): Employee {
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
    managerId: row.manager_id,
  };
}

export interface NewEmployee {
  managerId: number;
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  kidMale: boolean;
  dateOfBirth: string;
  qualities: string | null;
  preferences: string | null;
  special: string | null;
  createdAt: number;
}

export type EmployeeChanges = Pick<
  Employee,
  'name' | 'surname' | 'kidMale' | 'dateOfBirth' | 'qualities' | 'preferences' | 'special'
>;

export function createEmployeesRepository(db: Db) {
  return {
    async listOfManager(managerId: number) {
      const rows = await db
        .selectFrom('employees')
        .select(PUBLIC_COLUMNS)
        .where('manager_id', '=', managerId)
        .orderBy('id')
        .execute();
      return rows.map(toEmployee);
    },

    async findById(id: number) {
      const row = await db.selectFrom('employees').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toEmployee(row);
    },

    /** Finds the employee only among the manager's own; anyone else's is as good as missing. */
    async findOwned(managerId: number, id: number) {
      const row = await db
        .selectFrom('employees')
        .select(PUBLIC_COLUMNS)
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .executeTakeFirst();
      return row && toEmployee(row);
    },

    async emailExists(email: string) {
      return (await db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
    },

    /** The employee and the phone app's settings are created together or not at all. */
    async insert(employee: NewEmployee, phoneLoginString: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('employees')
          .values({
            manager_id: employee.managerId,
            name: employee.name,
            surname: employee.surname,
            email: employee.email,
            password_hash: employee.passwordHash,
            kid_male: employee.kidMale,
            date_of_birth: employee.dateOfBirth,
            qualities: employee.qualities,
            preferences: employee.preferences,
            special: employee.special,
            created_at: employee.createdAt,
          })
          .returning(PUBLIC_COLUMNS)
          .executeTakeFirstOrThrow();
        const look = DEFAULT_PHONE_LOOK;
        await trx
          .insertInto('account_settings')
          .values({
            employee_id: row.id,
            font: look.font,
            font_size: look.fontSize,
            color_for_font: look.colorForFont,
            color_for_background: look.colorForBackground,
            color_of_priority_task: look.colorOfPriorityTask,
            color_of_normal_task: look.colorOfNormalTask,
            color_for_subtask: look.colorForSubtask,
            color_for_progress: look.colorForProgress,
            phone_login_string: phoneLoginString,
          })
          .execute();
        return toEmployee(row);
      });
    },

    async update(managerId: number, id: number, changes: EmployeeChanges) {
      const row = await db
        .updateTable('employees')
        .set({
          name: changes.name,
          surname: changes.surname,
          kid_male: changes.kidMale,
          date_of_birth: changes.dateOfBirth,
          qualities: changes.qualities,
          preferences: changes.preferences,
          special: changes.special,
        })
        .where('id', '=', id)
        .where('manager_id', '=', managerId)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
      return row && toEmployee(row);
    },

    /**
     * Removes the employee with everything that belongs to them, in one transaction.
     * Answers the storage keys of their photos (for the files to go next), or undefined
     * when the employee is not the manager's.
     */
    async delete(managerId: number, id: number) {
      return db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('employees')
          .select('id')
          .where('id', '=', id)
          .where('manager_id', '=', managerId)
          .executeTakeFirst();
        if (!owned) return undefined;
        const photos = await trx.selectFrom('task_photos').select('storage_key').where('employee_id', '=', id).execute();
        await trx.deleteFrom('task_photos').where('employee_id', '=', id).execute();
        await trx
          .deleteFrom('subtasks')
          .where('task_id', 'in', (eb) => eb.selectFrom('tasks').select('id').where('employee_id', '=', id))
          .execute();
        await trx.deleteFrom('tasks').where('employee_id', '=', id).execute();
        await trx.deleteFrom('account_settings').where('employee_id', '=', id).execute();
        await trx.deleteFrom('employees').where('id', '=', id).execute();
        return photos.map((p) => p.storage_key);
      });
    },

    async tokenVersion(id: number) {
      const row = await db.selectFrom('employees').select('token_version').where('id', '=', id).executeTakeFirst();
      return row?.token_version;
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
