import type { FinishedTask } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { hrStatistics } from '@/i18n/hr-statistics';
import { csvField } from '@/lib/csv';
import { buildCsv, csvFileName, type CsvLabels } from './csv';

const labels: CsvLabels = { columns: ['Naziv', 'Datum', 'Rok', 'Završeno', 'Na vrijeme', 'Sekunde'], yes: 'Da', no: 'Ne' };

const row = (overrides: Partial<FinishedTask> = {}): FinishedTask => ({
  taskName: 'Zaliti cvijeće',
  date: '2026-05-04',
  due: '2026-05-04 10:00',
  finishedAt: '2026-05-04 09:41:07',
  onTime: true,
  seconds: 1191,
  ...overrides,
});

describe('csvField', () => {
  it('leaves plain text alone, č/ć/đ/š/ž included', () => {
    expect(csvField('Čišćenje đžepova')).toBe('Čišćenje đžepova');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding the separator, a quote or a line break, doubling quotes', () => {
    expect(csvField('kava; čaj')).toBe('"kava; čaj"');
    expect(csvField('reci "hvala"')).toBe('"reci ""hvala"""');
    expect(csvField('prvi\ndrugi')).toBe('"prvi\ndrugi"');
    expect(csvField('prvi\r\ndrugi')).toBe('"prvi\r\ndrugi"');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('buildCsv', () => {
  it('starts with the byte order mark and the header, then one row per task', () => {
    const text = buildCsv([row(), row({ taskName: 'Oprati suđe', onTime: false, seconds: null, finishedAt: '2026-05-05 18:02:00' })], labels);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Naziv;Datum;Rok;Završeno;Na vrijeme;Sekunde',
      'Zaliti cvijeće;2026-05-04;2026-05-04 10:00;2026-05-04 09:41:07;Da;1191',
      'Oprati suđe;2026-05-04;2026-05-04 10:00;2026-05-05 18:02:00;Ne;',
      '',
    ]);
  });

  it('writes only the header when nothing is finished', () => {
    expect(buildCsv([], labels)).toBe('\uFEFFNaziv;Datum;Rok;Završeno;Na vrijeme;Sekunde\r\n');
  });

  it('keeps a hostile task name one harmless field', () => {
    const [, line] = buildCsv([row({ taskName: '=cmd|" /C calc";x\n' })], labels).split('\r\n');
    expect(line).toBe('"\'=cmd|"" /C calc"";x\n";2026-05-04;2026-05-04 10:00;2026-05-04 09:41:07;Da;1191');
  });

  it('takes the app’s header texts', () => {
    const header = buildCsv([], hrStatistics.csv).slice(1).split('\r\n')[0];
    expect(header).toBe(hrStatistics.csv.columns.join(';'));
  });
});

describe('csvFileName', () => {
  it('names the employee and the day in plain letters', () => {
    expect(csvFileName('Đurđa', 'Čehajić-Šušnjar', '2026-05-04')).toBe('statistika-durda-cehajic-susnjar-2026-05-04.csv');
    expect(csvFileName('Ana Marija', "O'Brien", '2026-12-31')).toBe('statistika-ana-marija-o-brien-2026-12-31.csv');
    expect(csvFileName('Zoë', 'Müller', '2026-01-01')).toBe('statistika-zoe-muller-2026-01-01.csv');
  });
});
