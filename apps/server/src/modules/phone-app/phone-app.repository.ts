import { DEFAULT_PHONE_LOOK, type AccountSettings, type Font, type PhoneLook } from '@plan-dan/contract';

/** Settings as stored; the service adds the login link and the code's expiry as text. */
export type StoredSettings = Omit<AccountSettings, 'phoneLoginUrl' | 'phoneLoginExpiresAt'> & { phoneLoginExpiresAt: number };

/** What a manager sets of the phone: the look, and the choices a client that does not know them leaves out. */
export type PhoneSettings = PhoneLook & { focusView?: boolean; pictogramContrast?: boolean };

/** A QR login code and the moment (epoch ms) it stops working. */
export interface LoginCode {
  code: string;
  expiresAt: number;
}
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { AccountSettingsTable, Database } from '../../db/schema.ts';

/**
 * The owning manager's "Ime Prezime", read in the statement that reads or writes the settings (a
 * subquery, so RETURNING can carry it too): one request, one round trip.
 */
const managerName = (eb: ExpressionBuilder<Database, 'account_settings'>) =>
  eb
    .selectFrom('employees')
    .innerJoin('managers', 'managers.id', 'employees.manager_id')
    .select(sql<string>`trim(managers.name || ' ' || managers.surname)`.as('name'))
    .whereRef('employees.id', '=', 'account_settings.employee_id')
    .as('manager_name');

type SettingsRow = Selectable<AccountSettingsTable> & { manager_name: string | null };

function toSettings(row: SettingsRow): StoredSettings {
  return {
    managerName: row.manager_name ?? '',
    font: row.font as Font,
    fontSize: row.font_size,
    colorForFont: row.color_for_font,
    colorForBackground: row.color_for_background,
    colorOfPriorityTask: row.color_of_priority_task,
    colorOfNormalTask: row.color_of_normal_task,
    colorForSubtask: row.color_for_subtask,
    colorForProgress: row.color_for_progress,
    focusView: Boolean(row.focus_view),
    pictogramContrast: Boolean(row.pictogram_contrast),
    phoneLoginString: row.phone_login_string,
    phoneLoginExpiresAt: Number(row.phone_login_expires_at),
  };
}

const lookColumns = (look: PhoneLook) => ({
  font: look.font,
  font_size: look.fontSize,
  color_for_font: look.colorForFont,
  color_for_background: look.colorForBackground,
  color_of_priority_task: look.colorOfPriorityTask,
  color_of_normal_task: look.colorOfNormalTask,
  color_for_subtask: look.colorForSubtask,
  color_for_progress: look.colorForProgress,
});

const codeColumns = (code: LoginCode) => ({ phone_login_string: code.code, phone_login_expires_at: code.expiresAt });

export function createPhoneAppRepository(db: Db) {
  return {
    async findSettings(employeeId: number) {
      const row = await db
        .selectFrom('account_settings')
        .selectAll('account_settings')
        .select(managerName)
        .where('employee_id', '=', employeeId)
        .executeTakeFirst();
      return row && toSettings(row);
    },

    /** The look, and how the phone opens a task and draws pictograms when `focusView` and `pictogramContrast` are given (absent: as they were). */
    async updateLook(employeeId: number, look: PhoneSettings) {
      const row = await db
        .updateTable('account_settings')
        .set({
          ...lookColumns(look),
          ...(look.focusView === undefined ? {} : { focus_view: look.focusView }),
          ...(look.pictogramContrast === undefined ? {} : { pictogram_contrast: look.pictogramContrast }),
        })
        .where('employee_id', '=', employeeId)
        .returningAll()
        .returning(managerName)
        .executeTakeFirst();
      return row && toSettings(row);
    },

    /** A new employee's phone app: the default look and a first login code (in the employee's transaction). */
    async insertDefaults(trx: Executor, employeeId: number, code: LoginCode) {
      await trx
        .insertInto('account_settings')
        .values({ employee_id: employeeId, ...lookColumns(DEFAULT_PHONE_LOOK), ...codeColumns(code) })
        .execute();
    },

    /** In the transaction that deletes the employee. */
    async deleteOf(trx: Executor, employeeId: number) {
      await trx.deleteFrom('account_settings').where('employee_id', '=', employeeId).execute();
    },

    /**
     * Swaps a used code for a fresh one. Matching on the old, unexpired code makes the swap atomic:
     * of two phones racing with one code, only one gets the employee.
     */
    async consumeCode(code: string, at: number, next: LoginCode) {
      const row = await db
        .updateTable('account_settings')
        .set(codeColumns(next))
        .where('phone_login_string', '=', code)
        .where('phone_login_expires_at', '>', at)
        .returning('employee_id')
        .executeTakeFirst();
      return row?.employee_id;
    },

    /** A new code; with `onlyReplacing`, only while that code is still the current one. */
    async replaceCode(employeeId: number, next: LoginCode, onlyReplacing?: string) {
      let query = db.updateTable('account_settings').set(codeColumns(next)).where('employee_id', '=', employeeId);
      if (onlyReplacing !== undefined) query = query.where('phone_login_string', '=', onlyReplacing);
      const row = await query.returningAll().returning(managerName).executeTakeFirst();
      return row && toSettings(row);
    },

    async credentialsByEmail(email: string) {
      const row = await db
        .selectFrom('employees')
        .select(['id', 'password_hash', 'email_login_allowed'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row && { id: row.id, passwordHash: row.password_hash, emailLoginAllowed: Boolean(row.email_login_allowed) };
    },
  };
}

export type PhoneAppRepository = ReturnType<typeof createPhoneAppRepository>;
