import { describe, expect, it } from 'vitest';
import { hr } from '@/i18n/hr';
import { formatDayName, formatMonthAndYear, formatMonthName, formatWeekdayDate, monthGrid, shortMonthName } from './month-grid';

const days = (weeks: ReturnType<typeof monthGrid>) => weeks.map((week) => week.map((cell) => cell?.day ?? 0));

describe('monthGrid', () => {
  it('starts on Monday: June 2024 begins on a Saturday', () => {
    const weeks = monthGrid(2024, 5);
    expect(days(weeks)[0]).toEqual([0, 0, 0, 0, 0, 1, 2]);
    expect(days(weeks).at(-1)).toEqual([24, 25, 26, 27, 28, 29, 30]);
    expect(weeks).toHaveLength(5);
  });

  it('puts a month starting on Sunday in the last column, with six weeks when needed', () => {
    const weeks = monthGrid(2026, 2); // 1 March 2026 is a Sunday
    expect(days(weeks)[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(weeks).toHaveLength(6);
    expect(days(weeks)[5]).toEqual([30, 31, 0, 0, 0, 0, 0]);
  });

  it('knows leap years and gives ISO dates', () => {
    const cells = monthGrid(2024, 1).flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(29);
    expect(cells.at(-1)).toEqual({ iso: '2024-02-29', day: 29 });
    expect(monthGrid(2023, 1).flat().filter((cell) => cell !== null)).toHaveLength(28);
  });

  it('always has rows of 7 days', () => {
    for (let month = 0; month < 12; month++) {
      for (const week of monthGrid(2025, month)) expect(week).toHaveLength(7);
    }
  });
});

describe('Croatian names', () => {
  it('names the weekday and the date in Croatian', () => {
    expect(formatWeekdayDate('2024-06-11')).toBe('Utorak, 11. lipnja 2024.');
    expect(formatDayName('2024-06-11')).toBe('11. lipnja 2024.');
    expect(formatMonthAndYear(2024, 5)).toBe('Lipanj 2024.');
  });

  it('names the months in full, and shortens each to its first three letters', () => {
    const names = Array.from({ length: 12 }, (_, index) => formatMonthName(index));
    expect(names).toEqual(['Siječanj', 'Veljača', 'Ožujak', 'Travanj', 'Svibanj', 'Lipanj', 'Srpanj', 'Kolovoz', 'Rujan', 'Listopad', 'Studeni', 'Prosinac']);
    expect(names.map(shortMonthName)).toEqual(['Sij', 'Vel', 'Ožu', 'Tra', 'Svi', 'Lip', 'Srp', 'Kol', 'Ruj', 'Lis', 'Stu', 'Pro']);
    expect(hr.calendar.weekdays).toEqual(['Pon', 'Uto', 'Sri', 'Čet', 'Pet', 'Sub', 'Ned']);
  });

  it('counts tasks with the right Croatian form', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map(hr.calendar.count)).toEqual([
      '1 zadatak',
      '2 zadatka',
      '4 zadatka',
      '5 zadataka',
      '11 zadataka',
      '12 zadataka',
      '21 zadatak',
      '22 zadatka',
      '25 zadataka',
    ]);
  });
});
