import type { AccountSettings, Font, PhoneLook } from '@plan-dan/contract';

/** Settings as stored; the service adds the login link. */
export type StoredSettings = Omit<AccountSettings, 'phoneLoginUrl'>;
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccountSettingsTable } from '../../db/schema.ts';

function toSettings(row: Selectable<AccountSettingsTable>): StoredSettings {
  return {
    font: row.font as Font,
    fontSize: row.font_size,
    colorForFont: row.color_for_font,
    colorForBackground: row.color_for_background,
    colorOfPriorityTask: row.color_of_priority_task,
    colorOfNormalTask: row.color_of_normal_task,
    colorForSubtask: row.color_for_subtask,
    colorForProgress: row.color_for_progress,
    phoneLoginString: row.phone_login_string,
  };
}

export function createPhoneAppRepository(db: Db) {
  return {
    async employeeOwnership(employeeId: number) {
      const row = await db.selectFrom('employees').select(['id', 'manager_id']).where('id', '=', employeeId).executeTakeFirst();
      return row && { employeeId: row.id, managerId: row.manager_id };
    },

    async findSettings(employeeId: number) {
      const row = await db.selectFrom('account_settings').selectAll().where('employee_id', '=', employeeId).executeTakeFirst();
      return row && toSettings(row);
    },

    async updateLook(employeeId: number, look: PhoneLook) {
      const row = await db
        .updateTable('account_settings')
        .set({
          font: look.font,
          font_size: look.fontSize,
          color_for_font: look.colorForFont,
          color_for_background: look.colorForBackground,
          color_of_priority_task: look.colorOfPriorityTask,
          color_of_normal_task: look.colorOfNormalTask,
          color_for_subtask: look.colorForSubtask,
          color_for_progress: look.colorForProgress,
        })
        .where('employee_id', '=', employeeId)
        .returningAll()
        .executeTakeFirst();
      return row && toSettings(row);
    },

    /**
     * Swaps a used code for a fresh one. Matching on the old code makes the swap atomic:
     * of two phones racing with one code, only one gets the employee.
     */
    async consumeCode(code: string, nextCode: string) {
      const row = await db
        .updateTable('account_settings')
        .set({ phone_login_string: nextCode })
        .where('phone_login_string', '=', code)
        .returning('employee_id')
        .executeTakeFirst();
      return row?.employee_id;
    },

    /** A new code, and the end of every phone session issued before it. */
    async renewCode(employeeId: number, nextCode: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('account_settings').set({ phone_login_string: nextCode }).where('employee_id', '=', employeeId).execute();
        await trx
          .updateTable('employees')
          .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
          .where('id', '=', employeeId)
          .execute();
      });
    },

    async credentialsByEmail(email: string) {
      return db
        .selectFrom('employees')
        .select(['id', 'password_hash', 'token_version'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async tokenVersion(employeeId: number) {
      const row = await db.selectFrom('employees').select('token_version').where('id', '=', employeeId).executeTakeFirst();
      return row?.token_version;
    },
  };
}

export type PhoneAppRepository = ReturnType<typeof createPhoneAppRepository>;
