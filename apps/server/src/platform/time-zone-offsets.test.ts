import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { offsetSpans, storeOffsetSpans } from './time-zone-offsets.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ timezone: 'Europe/Sarajevo' });
});
afterAll(async () => app?.close());

const stored = async (zone: string) =>
  (await app.db.selectFrom('time_zone_offsets').select(['starts_at', 'ends_at', 'offset_ms']).where('zone', '=', zone).orderBy('starts_at').execute()).map(
    (row) => ({ startsAt: Number(row.starts_at), endsAt: Number(row.ends_at), offsetMs: Number(row.offset_ms) }),
  );

describe('time-zone offset spans', () => {
  it("hold the zone's summer and winter time, end to end without gaps", () => {
    const spans = offsetSpans('Europe/Sarajevo');
    const at = (iso: string) => spans.find((span) => span.startsAt <= Date.parse(iso) && Date.parse(iso) < span.endsAt)!.offsetMs / 3_600_000;
    expect(at('2025-07-01T12:00:00Z')).toBe(2);
    expect(at('2025-12-01T12:00:00Z')).toBe(1);
    // The change itself, to the second: 01:00 UTC on 26 October 2025.
    expect(at('2025-10-26T00:59:59Z')).toBe(2);
    expect(at('2025-10-26T01:00:00Z')).toBe(1);
    spans.slice(1).forEach((span, index) => expect(span.startsAt).toBe(spans[index]!.endsAt));
  });

  it('are written at start, and written again when the stored ones differ (newer zone data)', async () => {
    expect(await stored('Europe/Sarajevo')).toEqual(offsetSpans('Europe/Sarajevo'));
    const middle = offsetSpans('Europe/Sarajevo')[100]!;
    await app.db.updateTable('time_zone_offsets').set({ offset_ms: 0 }).where('zone', '=', 'Europe/Sarajevo').where('starts_at', '=', middle.startsAt).execute();
    await storeOffsetSpans(app.db, 'Europe/Sarajevo');
    expect(await stored('Europe/Sarajevo')).toEqual(offsetSpans('Europe/Sarajevo'));
  });

  it('keep each zone apart', async () => {
    await storeOffsetSpans(app.db, 'Pacific/Kiritimati');
    expect(await stored('Pacific/Kiritimati')).toEqual(offsetSpans('Pacific/Kiritimati'));
    expect(await stored('Europe/Sarajevo')).toEqual(offsetSpans('Europe/Sarajevo'));
  });
});
