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
/** A package's JSON file, read once by whoever needs it (resolved from this module, as Node would import it). */
export const readJson = (file: string): unknown => JSON.parse(readFileSync(require.resolve(file), 'utf8'));

/** Without the variation selector: the packages agree today, but either may add or drop it in an update. */
const withoutSelector = (emoji: string) => emoji.replace(/\uFE0F/g, '');
const emojiOf = (hex: string) => withoutSelector(String.fromCodePoint(...hex.split('-').map((part) => parseInt(part, 16))));

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
    annotations.set(withoutSelector(emoji), annotation);
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
