import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One symbol of the library: its name in the set, its Croatian name (CLDR's `tts`) and CLDR's keywords. */
export interface LibrarySymbol {
  name: string;
  label: string;
  keywords: readonly string[];
}

export interface Catalogue {
  /** Every symbol by name, in the set's order. */
  symbols: ReadonlyMap<string, LibrarySymbol>;
}

const require = createRequire(import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(require.resolve(file), 'utf8'));

/** The variation selector: CLDR keys some emoji with it and some without, the set's code points likewise. */
const VARIATION_SELECTOR = 0xfe0f;
const withoutSelector = (codePoints: readonly number[]) => codePoints.filter((point) => point !== VARIATION_SELECTOR);
const emojiOf = (hex: string) => String.fromCodePoint(...withoutSelector(hex.split('-').map((part) => parseInt(part, 16))));

interface Annotation {
  default?: string[];
  tts?: string[];
}

/**
 * The library: the Fluent Emoji Flat symbols (chars.json: code points → name) whose emoji has a Croatian
 * annotation in CLDR. That leaves out skin-tone variants (CLDR's `hr` file names none) and the set's
 * parts and flags CLDR does not name in Croatian: a symbol without Croatian words could not be found.
 */
function readCatalogue(): Catalogue {
  const chars = readJson('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const file = readJson('cldr-annotations-full/annotations/hr/annotations.json') as { annotations: { annotations: Record<string, Annotation> } };
  const annotations = new Map<string, Annotation>();
  for (const [emoji, annotation] of Object.entries(file.annotations.annotations)) {
    annotations.set(String.fromCodePoint(...withoutSelector([...emoji].map((char) => char.codePointAt(0)!))), annotation);
  }
  const symbols = new Map<string, LibrarySymbol>();
  for (const [hex, name] of Object.entries(chars)) {
    const annotation = annotations.get(emojiOf(hex));
    const label = annotation?.tts?.[0];
    if (!label || symbols.has(name)) continue;
    symbols.set(name, { name, label, keywords: annotation.default ?? [] });
  }
  return { symbols };
}

let catalogue: Catalogue | undefined;

/** The library, read from the packages on first use (about 0.5 MB of JSON, once per process). */
export function theCatalogue(): Catalogue {
  catalogue ??= readCatalogue();
  return catalogue;
}
