import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRows } from './pager';

describe('pager', () => {
  it('counts pages of five, at least one', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('keeps the page within the pages there are', () => {
    expect(clampPage(0, 7, 5)).toBe(1);
    expect(clampPage(3, 7, 5)).toBe(2);
    expect(clampPage(2, 0, 5)).toBe(1);
    expect(clampPage(2, 7, 5)).toBe(2);
  });

  it('gives the rows of a page numbered through the whole list', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(pageRows(rows, 1, 5)).toEqual([
      { row: 'a', number: 1 },
      { row: 'b', number: 2 },
      { row: 'c', number: 3 },
      { row: 'd', number: 4 },
      { row: 'e', number: 5 },
    ]);
    expect(pageRows(rows, 2, 5)).toEqual([
      { row: 'f', number: 6 },
      { row: 'g', number: 7 },
    ]);
    expect(pageRows(rows, 9, 5).map((item) => item.row)).toEqual(['f', 'g']);
    expect(pageRows([], 1, 5)).toEqual([]);
  });
});
