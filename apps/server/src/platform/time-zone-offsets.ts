import { wallClockMs } from '@plan-dan/contract';
import type { Db } from '../db/database.ts';

/** Earliest and latest instants a JavaScript Date holds: the first and last span reach them. */
const EARLIEST = -8.64e15;
const LATEST = 8.64e15;
const DAY_MS = 86_400_000;
/** Offsets are found day by day over these years; before and after, the first and last offset hold. */
const FROM = Date.UTC(1970, 0, 1);
const UNTIL = Date.UTC(2100, 0, 1);

export interface OffsetSpan {
  startsAt: number;
  endsAt: number;
  offsetMs: number;
}

const spansOfZone = new Map<string, OffsetSpan[]>();

/**
 * The spans of time with one UTC offset in the zone (summer time included), from the runtime's time
 * zone data. A day-by-day walk finds each change, then halving finds its second.
 */
export function offsetSpans(timeZone: string): OffsetSpan[] {
  const known = spansOfZone.get(timeZone);
  if (known) return known;
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const spans: OffsetSpan[] = [];
  let startsAt = EARLIEST;
  let offsetMs = offsetAt(FROM);
  for (let day = FROM + DAY_MS; day <= UNTIL; day += DAY_MS) {
    if (offsetAt(day) === offsetMs) continue;
    let before = day - DAY_MS;
    let after = day;
    while (after - before > 1000) {
      const middle = before + Math.floor((after - before) / 2000) * 1000;
      if (offsetAt(middle) === offsetMs) before = middle;
      else after = middle;
    }
    spans.push({ startsAt, endsAt: after, offsetMs });
    startsAt = after;
    offsetMs = offsetAt(after);
  }
  spans.push({ startsAt, endsAt: LATEST, offsetMs });
  spansOfZone.set(timeZone, spans);
  return spans;
}

/**
 * Writes the zone's offset spans for the statistics' SQL, unless the database already holds exactly
 * these (a restart, another instance). Runs at start, after the migrations.
 */
export async function storeOffsetSpans(db: Db, timeZone: string): Promise<void> {
  const spans = offsetSpans(timeZone);
  const stored = await db
    .selectFrom('time_zone_offsets')
    .select(['starts_at', 'ends_at', 'offset_ms'])
    .where('zone', '=', timeZone)
    .orderBy('starts_at')
    .execute();
  // Compared span by span: newer zone data (a Node update) may move a change of offset by days.
  const same =
    stored.length === spans.length &&
    stored.every((row, index) => {
      const span = spans[index]!;
      return Number(row.starts_at) === span.startsAt && Number(row.ends_at) === span.endsAt && Number(row.offset_ms) === span.offsetMs;
    });
  if (same) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('time_zone_offsets').where('zone', '=', timeZone).execute();
    // In slices: a few hundred rows, within every database's limit of parameters per statement.
    for (let index = 0; index < spans.length; index += 200) {
      await trx
        .insertInto('time_zone_offsets')
        .values(spans.slice(index, index + 200).map((span) => ({ zone: timeZone, starts_at: span.startsAt, ends_at: span.endsAt, offset_ms: span.offsetMs })))
        .onConflict((conflict) => conflict.columns(['zone', 'starts_at']).doNothing())
        .execute();
    }
  });
}
