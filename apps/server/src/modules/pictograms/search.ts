import type { LibrarySymbol } from './catalogue.ts';
import { EVERYDAY, SYNONYMS } from './synonyms.ts';

/**
 * Where a symbol's word comes from: our one-word synonyms count most, then its Croatian name, then a word
 * of one of our phrases ('oprati ruke' makes soap a match for 'ruke', but below the symbols of hands), then
 * CLDR's keywords.
 */
type Source = 'synonym' | 'label' | 'phrase' | 'keyword';

/** One symbol made searchable: its words, normalised, each with the best source it came from. */
interface Entry {
  symbol: LibrarySymbol;
  words: ReadonlyMap<string, Source>;
  /** The whole name, normalised, its words joined by one space: typing it all ranks the symbol first. */
  label: string;
}

export interface SearchIndex {
  entries: readonly Entry[];
  everyday: readonly LibrarySymbol[];
}

/**
 * Lower-case, without diacritics (NFD strips č ć š ž; đ is a letter of its own, written 'd'), with 'dj'
 * read as đ ('rodjendan' = 'rođendan'): both sides are normalised alike, so a word typed either way is found.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/dj/g, 'd');
}

const wordsOf = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** What a query asks, as search reads it: queries typed differently (case, diacritics, spaces) that ask the same share it. */
export const queryKey = (query: string) => wordsOf(query).join(' ');

const RANK: Record<Source, number> = { synonym: 3, label: 2, phrase: 1, keyword: 0 };

/** The index of the catalogue's symbols (built once per process). */
export function buildIndex(symbols: ReadonlyMap<string, LibrarySymbol>): SearchIndex {
  const entries = [...symbols.values()].map((symbol): Entry => {
    const words = new Map<string, Source>();
    const add = (texts: readonly string[], source: Source) => {
      for (const word of texts.flatMap(wordsOf)) {
        const known = words.get(word);
        if (known === undefined || RANK[source] > RANK[known]) words.set(word, source);
      }
    };
    add(symbol.keywords, 'keyword');
    add([symbol.label], 'label');
    const synonyms = SYNONYMS[symbol.name] ?? [];
    add(synonyms.filter((synonym) => wordsOf(synonym).length > 1), 'phrase');
    add(synonyms.filter((synonym) => wordsOf(synonym).length === 1), 'synonym');
    return { symbol, words, label: wordsOf(symbol.label).join(' ') };
  });
  const everyday = EVERYDAY.flatMap((name) => symbols.get(name) ?? []);
  return { entries, everyday };
}

/**
 * How well one typed word matches one of a symbol's words. The kinds are far apart (the source only orders
 * within a kind): equal, then a word that starts with it (still typing), then another form of the same word.
 * Among equal words, ours outrank CLDR's: 'zubi' finds the tooth and the toothbrush before the grinning
 * faces CLDR also tags 'zubi'.
 */
const KIND = { equal: 40, prefix: 20, inflection: 10 } as const;
const SOURCE_BONUS: Record<Source, number> = { synonym: 8, label: 2, phrase: 1, keyword: 0 };
/** Typing the whole Croatian name puts the symbol above any word match. */
const WHOLE_NAME = 1000;

/**
 * Croatian inflects: 'zubi' is 'zub', 'ruke' is 'ruka', 'tanjur' is 'tanjir'. Two words are taken as forms
 * of one when they share at least 3 first letters and differ by at most 2 letters after them.
 */
export function sameWordInflected(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= 3 && a.length - common <= 2 && b.length - common <= 2;
}

function kindOf(typed: string, word: string): number {
  if (word === typed) return KIND.equal;
  if (word.startsWith(typed)) return KIND.prefix;
  return sameWordInflected(typed, word) ? KIND.inflection : 0;
}

/** A typed word's best match among the symbol's words; 0 when none matches. */
function scoreWord(typed: string, words: ReadonlyMap<string, Source>): number {
  let best = 0;
  for (const [word, source] of words) {
    const kind = kindOf(typed, word);
    if (kind > 0) best = Math.max(best, kind + SOURCE_BONUS[source]);
  }
  return best;
}

/**
 * The symbols for a query, best first, at most `limit`: every typed word must match some word of the
 * symbol (its name's, CLDR's keywords or our synonyms). Equal scores go to the shorter name, then by name.
 * Without words: the everyday symbols.
 */
export function search(index: SearchIndex, query: string, limit: number): LibrarySymbol[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return index.everyday.slice(0, limit);
  const whole = typed.join(' ');
  const found: { symbol: LibrarySymbol; score: number }[] = [];
  for (const entry of index.entries) {
    let score = entry.label === whole ? WHOLE_NAME : 0;
    for (const word of typed) {
      const wordScore = scoreWord(word, entry.words);
      if (wordScore === 0) {
        score = 0;
        break;
      }
      score += wordScore;
    }
    if (score > 0) found.push({ symbol: entry.symbol, score });
  }
  found.sort(
    (a, b) => b.score - a.score || a.symbol.label.length - b.symbol.label.length || (a.symbol.name < b.symbol.name ? -1 : a.symbol.name > b.symbol.name ? 1 : 0),
  );
  return found.slice(0, limit).map(({ symbol }) => symbol);
}
