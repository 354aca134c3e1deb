import type { SupportRecordRow } from '@plan-dan/contract';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { describe, expect, it } from 'vitest';
import { hrSupportReport } from '@/i18n/hr-support-report';
import { buildRecordsCsv } from './records-csv';

const sarajevo = (instant: number) => zonedParts(instant, 'Europe/Sarajevo');

const row = (overrides: Partial<SupportRecordRow> = {}): SupportRecordRow => ({
  date: '2026-03-29',
  taskName: 'Složiti veš',
  taskId: 4,
  position: 1,
  step: 'Uzeti košaru',
  level: 'verbal',
  note: 'Trebao podsjetnik',
  recordedAt: '2026-03-29T06:30:00.000Z',
  recordedBy: { id: 2, name: 'Ana Kovač' },
  current: true,
  ...overrides,
});

describe('buildRecordsCsv', () => {
  it('writes the header and one row per record, the level in words and the time in the app’s zone', () => {
    const text = buildRecordsCsv(
      [
        row({ current: false, level: 'full_physical', note: null }),
        row({ level: null, note: null, recordedBy: null, recordedAt: '2026-03-29T10:15:00.000Z' }),
      ],
      hrSupportReport.csv,
      sarajevo,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Datum;Zadatak;Korak;Razina;Bilješka;Zabilježio/la;Vrijeme zapisa;Trenutni',
      // 06:30 UTC is 08:30 in Sarajevo on the day summer time began.
      '2026-03-29;Složiti veš;Uzeti košaru;Puna fizička pomoć;;Ana Kovač;2026-03-29 08:30;Ne',
      '2026-03-29;Složiti veš;Uzeti košaru;Nije zabilježeno;;obrisani račun;2026-03-29 12:15;Da',
      '',
    ]);
  });

  it('keeps a hostile note one harmless field', () => {
    const [, line] = buildRecordsCsv([row({ note: '=1+2; "x"' })], hrSupportReport.csv, sarajevo).split('\r\n');
    expect(line).toBe('2026-03-29;Složiti veš;Uzeti košaru;Verbalna uputa;"\'=1+2; ""x""";Ana Kovač;2026-03-29 08:30;Da');
  });
});
