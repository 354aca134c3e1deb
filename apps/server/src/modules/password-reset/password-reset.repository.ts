import type { Db } from '../../db/database.ts';

/** A manager's live reset link, as stored: only the SHA-256 of its token, never the token. */
export interface StoredReset {
  managerId: number;
  passwordFingerprint: string;
  expiresAt: number;
}

/** The only writer of `password_resets`: one row per manager, a newer link replacing the older. */
export function createPasswordResetRepository(db: Db) {
  return {
    /** Stores the manager's new link; the older one, if any, is gone with it. */
    async replace(row: { managerId: number; tokenHash: string; passwordFingerprint: string; createdAt: number; expiresAt: number }) {
      const values = {
        manager_id: row.managerId,
        token_hash: row.tokenHash,
        password_fingerprint: row.passwordFingerprint,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      };
      await db
        .insertInto('password_resets')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('manager_id').doUpdateSet({
            token_hash: values.token_hash,
            password_fingerprint: values.password_fingerprint,
            created_at: values.created_at,
            expires_at: values.expires_at,
          }),
        )
        .execute();
    },

    async findByTokenHash(tokenHash: string): Promise<StoredReset | undefined> {
      const row = await db
        .selectFrom('password_resets')
        .select(['manager_id', 'password_fingerprint', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { managerId: row.manager_id, passwordFingerprint: row.password_fingerprint, expiresAt: row.expires_at };
    },

    /**
     * Takes the link: deletes it when it is still this token's and not expired. True for the one caller
     * that deleted it, so two simultaneous uses of one link cannot both set a password.
     */
    async take(managerId: number, tokenHash: string, at: number): Promise<boolean> {
      const result = await db
        .deleteFrom('password_resets')
        .where('manager_id', '=', managerId)
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * The manager a login names, for the operator's command line (cli.ts), which runs without the app and
     * so without the managers module that answers this in the server; a read, as that module's login does.
     */
    async managerByLogin(login: string) {
      const row = await db
        .selectFrom('managers')
        .select(['id', 'name', 'email', 'username', 'password_hash'])
        .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, email: row.email, username: row.username, passwordHash: row.password_hash };
    },

    /** Links nobody can use any more: they only kept a token's hash around. */
    async deleteExpired(at: number) {
      await db.deleteFrom('password_resets').where('expires_at', '<=', at).execute();
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
