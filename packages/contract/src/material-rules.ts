/** The rules of a material's title, written once for the server and the manager's form (no zod). */
import { MAX_MATERIAL_TITLE_LENGTH } from './constants.ts';
import { CONTROL_CHARACTERS } from './text-rules.ts';

export type MaterialTitleProblem = 'required' | 'too_long' | 'control_characters' | 'path';

/** What is wrong with a title (after trimming), or undefined when nothing is. */
export function materialTitleProblem(title: string | null | undefined): MaterialTitleProblem | undefined {
  const trimmed = title?.trim() ?? '';
  if (trimmed === '') return 'required';
  if (trimmed.length > MAX_MATERIAL_TITLE_LENGTH) return 'too_long';
  if (CONTROL_CHARACTERS.test(trimmed)) return 'control_characters';
  // A title is never a path; one that climbs like one is a mistake or a probe.
  if (/\.\.[/\\]/.test(trimmed)) return 'path';
  return undefined;
}
