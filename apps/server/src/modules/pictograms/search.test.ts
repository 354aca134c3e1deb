import { PICTOGRAM_SEARCH_LIMIT } from '@plan-dan/contract';
import { describe, expect, it } from 'vitest';
import { theCatalogue } from './catalogue.ts';
import { drawingOf } from './drawings.ts';
import { buildIndex, normalise, sameWordInflected, search } from './search.ts';
import { EVERYDAY, SYNONYMS } from './synonyms.ts';

// The real library: Fluent Emoji Flat's names with CLDR's Croatian words, and our synonyms.
const { symbols } = theCatalogue();
const index = buildIndex(symbols);
const names = (query: string) => search(index, query, PICTOGRAM_SEARCH_LIMIT).map((symbol) => symbol.name);

describe('the catalogue', () => {
  it('holds the Fluent Emoji symbols CLDR names in Croatian, without skin tones', () => {
    expect(symbols.size).toBeGreaterThan(1500);
    expect(symbols.get('toothbrush')).toMatchObject({ label: 'četkica za zube', keywords: expect.arrayContaining(['zubi']) });
    expect(symbols.get('fork-and-knife-with-plate')?.label).toBe('vilica i nož s tanjurom');
    expect(symbols.get('hot-beverage')?.label).toBe('vrući napitak');
    expect(symbols.has('waving-hand')).toBe(true);
    expect([...symbols.keys()].filter((name) => /-(light|medium-light|medium|medium-dark|dark)$/.test(name) && symbols.has(name.replace(/-[a-z-]+$/, '')))).toEqual([]);
    expect(symbols.has('waving-hand-light')).toBe(false);
    expect(symbols.has('no-such-symbol')).toBe(false);
  });

  it('has a drawing of every symbol, in colour and in the high-contrast look', () => {
    expect([...symbols.keys()].filter((name) => drawingOf(name, 'color') === undefined)).toEqual([]);
    expect([...symbols.keys()].filter((name) => drawingOf(name, 'contrast') === undefined)).toEqual([]);
    expect(drawingOf('no-such-symbol', 'contrast')).toBeUndefined();
  });

  it('has every symbol our synonyms and the everyday list name', () => {
    expect(Object.keys(SYNONYMS).filter((name) => !symbols.has(name))).toEqual([]);
    expect(EVERYDAY.filter((name) => !symbols.has(name))).toEqual([]);
    expect(new Set(EVERYDAY).size).toBe(EVERYDAY.length);
  });
});

describe('search', () => {
  it("finds the toothbrush first by 'četkica', with or without diacritics", () => {
    expect(names('četkica')[0]).toBe('toothbrush');
    expect(names('cetkica')[0]).toBe('toothbrush');
    expect(names('ČETKICA')[0]).toBe('toothbrush');
    expect(names('  četkica za zube ')[0]).toBe('toothbrush');
  });

  it("finds the tooth and the toothbrush by 'zubi' before the faces CLDR also tags so", () => {
    const found = names('zubi');
    expect(found.slice(0, 3)).toEqual(expect.arrayContaining(['tooth', 'toothbrush']));
    expect(found).toContain('grinning-face');
  });

  it("finds the plate by 'tanjir' (Bosnian, our synonym) and 'tanjur' (Croatian, CLDR)", () => {
    expect(names('tanjir')[0]).toBe('fork-and-knife-with-plate');
    expect(names('tanjur')[0]).toBe('fork-and-knife-with-plate');
  });

  it('finds a sensible symbol first for everyday words', () => {
    expect(names('ruke')[0]).toBe('open-hands');
    expect(names('ruke').slice(0, 3)).toEqual(['open-hands', 'raising-hands', 'clapping-hands']);
    expect(names('prati')[0]).toBe('soap');
    expect(names('autobus')[0]).toBe('bus');
    expect(names('kuhinja')[0]).toBe('cooking');
    expect(names('smeće')[0]).toBe('wastebasket');
    expect(names('smece')[0]).toBe('wastebasket');
    expect(names('hljeb')[0]).toBe('bread');
    expect(names('kašika')[0]).toBe('spoon');
    expect(names('krompir')).toEqual(['potato']);
    expect(names('paradajz')).toEqual(['tomato']);
    expect(names('voz')[0]).toBe('train');
    expect(names('spavati')[0]).toBe('bed');
  });

  it('needs every word of a query to match, in any form', () => {
    expect(names('prati zube')).toEqual(['toothbrush']);
    expect(names('oprati ruke')).toEqual(['soap', 'droplet']);
    expect(names('obući se')).toEqual(expect.arrayContaining(['t-shirt', 'jeans', 'socks', 'coat']));
    expect(names('prati tanjir')).toEqual([]);
  });

  it('finds a word while it is being typed', () => {
    expect(names('četk')[0]).toBe('toothbrush');
    expect(names('autob')[0]).toBe('bus');
  });

  it("reads 'dj' as 'đ'", () => {
    expect(names('rodjendan')).toEqual(names('rođendan'));
    expect(names('rođendan')).toContain('birthday-cake');
    expect(names('odjeća')).toContain('t-shirt');
  });

  it('finds nothing for nonsense', () => {
    expect(names('xqzvw')).toEqual([]);
    expect(names('zubi xqzvw')).toEqual([]);
  });

  it('answers the everyday symbols, in their order, without words', () => {
    expect(names('')).toEqual(EVERYDAY);
    expect(names('  ,. ')).toEqual(EVERYDAY);
    expect(search(index, '', 3).map((symbol) => symbol.name)).toEqual(EVERYDAY.slice(0, 3));
  });

  it('answers at most the limit, best first', () => {
    expect(names('c')).toHaveLength(PICTOGRAM_SEARCH_LIMIT);
    expect(search(index, 'zubi', 2).map((symbol) => symbol.name)).toEqual(['tooth', 'toothbrush']);
  });
});

describe('the words', () => {
  it('are compared lower-case, without diacritics, đ as d', () => {
    expect(normalise('Čćšž Đurđica')).toBe('ccsz durdica');
    expect(normalise('Rodjendan')).toBe(normalise('rođendan'));
  });

  it('are taken as forms of one word when they share 3 letters and differ by at most 2 after them', () => {
    expect(sameWordInflected('zubi', 'zub')).toBe(true);
    expect(sameWordInflected('ruke', 'ruka')).toBe(true);
    expect(sameWordInflected('tanjir', 'tanjur')).toBe(true);
    expect(sameWordInflected('ruke', 'rukovanje')).toBe(false);
    expect(sameWordInflected('zu', 'zub')).toBe(false);
  });
});
