import { MATERIAL_ACCEPT, MATERIAL_TYPES, type MaterialKind } from '@plan-dan/contract/constants';
import { materialTitleProblem, type MaterialTitleProblem } from '@plan-dan/contract/material-rules';
import type { UploadProblemReason } from './upload/upload-problem';

/** What the form needs to know of a chosen file (a File has it; tests pass plain objects). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const TITLE_PROBLEMS: Record<MaterialTitleProblem, UploadProblemReason> = {
  required: 'title_required',
  too_long: 'title_too_long',
  control_characters: 'title_invalid',
  path: 'title_invalid',
};

/** The server's title rules (the contract's one copy), checked before any byte is sent. */
export function titleProblemOf(title: string): UploadProblemReason | null {
  const problem = materialTitleProblem(title);
  return problem ? TITLE_PROBLEMS[problem] : null;
}

const ACCEPTED = MATERIAL_ACCEPT.split(',');

/**
 * Whether the file picker's own rule (MATERIAL_ACCEPT) lets the file through. Only a first sieve for
 * an obviously wrong file: the server decides from the bytes, and refuses a renamed program anyway.
 */
export function isAcceptedFile({ name, type }: Pick<FileFacts, 'name' | 'type'>): boolean {
  const lowerName = name.toLowerCase();
  return ACCEPTED.some((rule) => {
    if (rule.startsWith('.')) return lowerName.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

export function fileProblemOf(file: FileFacts | null): UploadProblemReason | null {
  if (!file) return 'file_required';
  if (file.size === 0) return 'file_empty';
  if (!isAcceptedFile(file)) return 'file_type';
  return null;
}

export interface MaterialFormErrors {
  title?: UploadProblemReason;
  file?: UploadProblemReason;
}

/** Both fields are required (the spec); each problem belongs beside its own field. */
export function validateMaterialForm(title: string, file: FileFacts | null): MaterialFormErrors {
  const errors: MaterialFormErrors = {};
  const titleProblem = titleProblemOf(title);
  const fileProblem = fileProblemOf(file);
  if (titleProblem) errors.title = titleProblem;
  if (fileProblem) errors.file = fileProblem;
  return errors;
}

/** The kind a chosen file will most likely be, for its icon in the form (the server decides for real). */
export function likelyKindOf({ name, type }: Pick<FileFacts, 'name' | 'type'>): MaterialKind | null {
  const known = MATERIAL_TYPES[type];
  if (known) return known;
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (name.toLowerCase().endsWith('.zip') || type.includes('zip')) return 'zip';
  if (name.toLowerCase().endsWith('.pdf')) return 'pdf';
  return null;
}
