import type { Manager } from '@plan-dan/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ManagersTable } from '../../db/schema.ts';

type ManagerRow = Selectable<ManagersTable>;

export interface StoredManager extends Manager {
  passwordHash: string;
}

function toManager(row: ManagerRow): StoredManager {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    username: row.username,
    kidMale: Boolean(row.kid_male),
    dateOfBirth: row.date_of_birth,
    passwordHash: row.password_hash,
  };
}

export interface NewManager {
  name: string;
  surname: string;
  email: string;
  kidMale: boolean;
  dateOfBirth: string;
  passwordHash: string;
  createdAt: number;
}

export function createManagersRepository(db: Db) {
  return {
    async findById(id: number) {
      const row = await db.selectFrom('managers').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toManager(row);
    },

    async findByUsernameOrEmail(login: string) {
      const row = await db
        .selectFrom('managers')
        .selectAll()
        .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
        .executeTakeFirst();
      return row && toManager(row);
    },

    async emailExists(email: string, exceptId?: number) {
      let query = db.selectFrom('managers').select('id').where('email', '=', email);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Inserts and names the manager in one transaction: the username needs the new id. */
    async insert(manager: NewManager, usernameFor: (id: number) => string) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('managers')
          .values({
            name: manager.name,
            surname: manager.surname,
            email: manager.email,
            kid_male: manager.kidMale,
            date_of_birth: manager.dateOfBirth,
            password_hash: manager.passwordHash,
            created_at: manager.createdAt,
            username: `pending-${manager.email}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable('managers')
          .set({ username: usernameFor(id) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toManager(row);
      });
    },

    async update(id: number, changes: Pick<Manager, 'name' | 'surname' | 'email' | 'kidMale' | 'dateOfBirth'>) {
      const row = await db
        .updateTable('managers')
        .set({
          name: changes.name,
          surname: changes.surname,
          email: changes.email,
          kid_male: changes.kidMale,
          date_of_birth: changes.dateOfBirth,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toManager(row);
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db.updateTable('managers').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}

export type ManagersRepository = ReturnType<typeof createManagersRepository>;
