import type { SupportLevel } from '@plan-dan/contract/support-constants';
import type { SupportRecordRow } from '@plan-dan/contract';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { csvText } from '@/lib/csv';

/** The column titles and the words of the records' CSV, from the i18n texts. */
export interface RecordsCsvLabels {
  columns: readonly string[];
  levels: Record<SupportLevel, string>;
  notRecorded: string;
  deletedAccount: string;
  yes: string;
  no: string;
}

/**
 * The support records as a CSV file's text, one row per record (replaced ones too): the run's day, the
 * task, the step, the level in words, the note, who recorded and when (wall clock in the app's zone),
 * and whether it is the step's current record.
 */
export function buildRecordsCsv(
  rows: readonly SupportRecordRow[],
  labels: RecordsCsvLabels,
  partsOf: (instant: number) => ZonedParts = inAppZone,
): string {
  return csvText(
    labels.columns,
    rows.map((row) => {
      const recordedAt = partsOf(Date.parse(row.recordedAt));
      return [
        row.date,
        row.taskName,
        row.step,
        row.level === null ? labels.notRecorded : labels.levels[row.level],
        row.note ?? '',
        row.recordedBy?.name ?? labels.deletedAccount,
        `${recordedAt.date} ${recordedAt.time}`,
        row.current ? labels.yes : labels.no,
      ];
    }),
  );
}
