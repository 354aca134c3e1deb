import type { Db } from '../../db/database.ts';

export interface StoredTwoFactor {
  secret: string;
  createdAt: number;
  /** Null while being turned on (the app's first code not yet typed). */
  enabledAt: number | null;
  lastTimeStep: number | null;
}

/** The only writer of `manager_two_factor` and `manager_recovery_codes`. */
export function createTwoFactorRepository(db: Db) {
  return {
    async find(managerId: number): Promise<StoredTwoFactor | undefined> {
      const row = await db
        .selectFrom('manager_two_factor')
        .select(['secret', 'created_at', 'enabled_at', 'last_time_step'])
        .where('manager_id', '=', managerId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        secret: row.secret,
        createdAt: Number(row.created_at),
        enabledAt: row.enabled_at === null ? null : Number(row.enabled_at),
        lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
      };
    },

    async recoveryCodesLeft(managerId: number): Promise<number> {
      const row = await db
        .selectFrom('manager_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('left'))
        .where('manager_id', '=', managerId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.left);
    },

    /**
     * Stores a new pending secret, replacing an earlier pending one. Answers false when two-step login is on
     * (checked in the same statement, so a confirmation arriving meanwhile is never overwritten).
     */
    async startPending(managerId: number, secret: string, at: number): Promise<boolean> {
      const rows = await db
        .insertInto('manager_two_factor')
        .values({ manager_id: managerId, secret, created_at: at, enabled_at: null, last_time_step: null })
        .onConflict((conflict) =>
          conflict
            .column('manager_id')
            .doUpdateSet({ secret, created_at: at, last_time_step: null })
            .where('manager_two_factor.enabled_at', 'is', null),
        )
        .returning('manager_id')
        .execute();
      return rows.length > 0;
    },

    /**
     * Turns the pending `secret` on with its first accepted step and the recovery codes' hashes. Answers false
     * when it is no longer pending with that secret (confirmed at once elsewhere, or replaced by a new start).
     */
    async enable(managerId: number, secret: string, timeStep: number, codeHashes: string[], at: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const enabled = await trx
          .updateTable('manager_two_factor')
          .set({ enabled_at: at, last_time_step: timeStep })
          .where('manager_id', '=', managerId)
          .where('secret', '=', secret)
          .where('enabled_at', 'is', null)
          .returning('manager_id')
          .execute();
        if (enabled.length === 0) return false;
        await trx.deleteFrom('manager_recovery_codes').where('manager_id', '=', managerId).execute();
        await trx
          .insertInto('manager_recovery_codes')
          .values(codeHashes.map((codeHash) => ({ manager_id: managerId, code_hash: codeHash, used_at: null })))
          .execute();
        return true;
      });
    },

    /**
     * Records an accepted code's step. One statement that both checks and writes: of two simultaneous uses of
     * one code (on any instance) only one finds the step still later than the stored one.
     */
    async useTimeStep(managerId: number, timeStep: number): Promise<boolean> {
      const rows = await db
        .updateTable('manager_two_factor')
        .set({ last_time_step: timeStep })
        .where('manager_id', '=', managerId)
        .where('enabled_at', 'is not', null)
        .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
        .returning('manager_id')
        .execute();
      return rows.length > 0;
    },

    /** Marks an unused recovery code used; false when there is none with this hash (or it was used meanwhile). */
    async useRecoveryCode(managerId: number, codeHash: string, at: number): Promise<boolean> {
      const rows = await db
        .updateTable('manager_recovery_codes')
        .set({ used_at: at })
        .where('manager_id', '=', managerId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Turns two-step login off: the secret and every recovery code go. */
    async remove(managerId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('manager_recovery_codes').where('manager_id', '=', managerId).execute();
        await trx.deleteFrom('manager_two_factor').where('manager_id', '=', managerId).execute();
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
