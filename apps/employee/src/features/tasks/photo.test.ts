import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo';

describe('fitWithin', () => {
  it('shrinks a landscape camera photo to 1600 px wide', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });

  it('shrinks a portrait photo to 1600 px high', () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });

  it('keeps very thin pictures at least 1 px', () => {
    expect(fitWithin(10000, 2)).toEqual({ width: 1600, height: 1 });
  });

  it('honours another limit', () => {
    expect(fitWithin(1000, 500, 100)).toEqual({ width: 100, height: 50 });
  });

  it('answers zero for an empty picture', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });
});
