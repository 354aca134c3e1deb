import type { PictogramLook } from '@plan-dan/contract';
import { readJson, theCatalogue } from './catalogue.ts';

/** An Iconify set's icons.json: each icon's SVG body, drawn on the set's square unless the icon says otherwise. */
interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

/** Fluent Emoji Flat (colour) and Fluent Emoji High Contrast (one colour, `currentColor`). */
const SETS: Record<PictogramLook, string> = {
  color: '@iconify-json/fluent-emoji-flat/icons.json',
  contrast: '@iconify-json/fluent-emoji-high-contrast/icons.json',
};
const SQUARE = 32;

/** Every library symbol's drawing in the set, as a whole SVG document; the symbols the set lacks left out. */
function readDrawings(look: PictogramLook): ReadonlyMap<string, string> {
  const set = readJson(SETS[look]) as IconSet;
  const drawings = new Map<string, string>();
  for (const name of theCatalogue().symbols.keys()) {
    const icon = set.icons[name];
    if (!icon) continue;
    const width = icon.width ?? set.width ?? SQUARE;
    const height = icon.height ?? set.height ?? SQUARE;
    drawings.set(name, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`);
  }
  return drawings;
}

/** Read on first use, one look at a time (the colour set is 9 MB of JSON); only the library's drawings are kept. */
const drawings = new Map<PictogramLook, ReadonlyMap<string, string>>();
function drawingsOf(look: PictogramLook) {
  let kept = drawings.get(look);
  if (!kept) {
    kept = readDrawings(look);
    drawings.set(look, kept);
  }
  return kept;
}

/**
 * The symbol's drawing (an SVG document), or undefined when the library has no such symbol. A symbol the
 * high-contrast set lacks is drawn in colour, so the phone still shows it.
 */
export function drawingOf(name: string, look: PictogramLook): string | undefined {
  return drawingsOf(look).get(name) ?? (look === 'color' ? undefined : drawingsOf('color').get(name));
}
