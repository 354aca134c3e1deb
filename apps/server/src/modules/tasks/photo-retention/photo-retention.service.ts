import { now } from '../../../platform/clock.ts';
import type { DeleteFiles } from '../shared/files.ts';
import type { PhotoRetentionRepository } from './photo-retention.repository.ts';

/** How often the removal runs when PHOTO_RETENTION_DAYS is set: a day's precision is all the rule asks. */
export const PHOTO_RETENTION_CHECK_INTERVAL_MS = 60 * 60_000;
/** Photos per transaction: short transactions, so the phones' uploads and the managers' reviews never wait long. */
const BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

export interface PhotoRetentionDeps {
  retention: PhotoRetentionRepository;
  deleteFiles: DeleteFiles;
  /** Tells open screens; the list version the triggers raised makes kept list answers new. */
  changed: (employeeId: number) => void;
  /** PHOTO_RETENTION_DAYS; undefined keeps every photo. */
  days: number | undefined;
}

/**
 * Step photos older than PHOTO_RETENTION_DAYS are removed (issue 35): rows first, in batches, then each
 * batch's files after its commit (a failed file delete leaves an orphan file, never a step pointing at no
 * file), then the employees' screens are told. The step keeps `photo_removed_at`, which the manager's card shows.
 */
export function createPhotoRetention({ retention, deleteFiles, changed, days }: PhotoRetentionDeps) {
  return {
    /** Runs the removal once; answers how many photos were removed (0 when the rule is off). */
    async sweep(): Promise<number> {
      if (days === undefined) return 0;
      const before = now() - days * DAY_MS;
      let total = 0;
      for (;;) {
        const batch = await retention.removeBatch(before, now(), BATCH);
        total += batch.keys.length;
        await deleteFiles(batch.keys);
        for (const employeeId of batch.employeeIds) changed(employeeId);
        if (batch.found < BATCH) return total;
      }
    },
  };
}
