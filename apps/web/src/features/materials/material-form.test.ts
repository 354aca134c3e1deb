import { describe, expect, it } from 'vitest';
import { fileProblemOf, isAcceptedFile, likelyKindOf, titleProblemOf, validateMaterialForm } from './material-form';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('the title', () => {
  it('follows the server’s rules: required, at most 200 characters, no control characters, never a path', () => {
    expect(titleProblemOf('')).toBe('title_required');
    expect(titleProblemOf('   ')).toBe('title_required');
    expect(titleProblemOf('Kako složiti police')).toBeNull();
    expect(titleProblemOf(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(titleProblemOf('a'.repeat(201))).toBe('title_too_long');
    expect(titleProblemOf('Upute\u0000')).toBe('title_invalid');
    expect(titleProblemOf('Red\u0007zvono')).toBe('title_invalid');
    expect(titleProblemOf('../../etc/passwd')).toBe('title_invalid');
    expect(titleProblemOf('..\\windows')).toBe('title_invalid');
    expect(titleProblemOf('Poglavlje 1.. i 2')).toBeNull();
  });
});

describe('the file', () => {
  it('lets through what the picker offers: pictures, videos, PDF and ZIP', () => {
    expect(isAcceptedFile(file('slika.png', 'image/png'))).toBe(true);
    expect(isAcceptedFile(file('film.webm', 'video/webm'))).toBe(true);
    expect(isAcceptedFile(file('upute.pdf', 'application/pdf'))).toBe(true);
    expect(isAcceptedFile(file('arhiva.zip', 'application/zip'))).toBe(true);
    // Windows calls a ZIP by another name; the extension still says it.
    expect(isAcceptedFile(file('Arhiva.ZIP', 'application/x-zip-compressed'))).toBe(true);
    expect(isAcceptedFile(file('program.exe', 'application/x-msdownload'))).toBe(false);
    expect(isAcceptedFile(file('tekst.txt', 'text/plain'))).toBe(false);
  });

  it('is required and must not be empty', () => {
    expect(fileProblemOf(null)).toBe('file_required');
    expect(fileProblemOf(file('prazno.pdf', 'application/pdf', 0))).toBe('file_empty');
    expect(fileProblemOf(file('program.exe', 'application/x-msdownload'))).toBe('file_type');
    // A renamed program passes here: the server reads its bytes and refuses it.
    expect(fileProblemOf(file('program.pdf', 'application/pdf'))).toBeNull();
  });

  it('names its likely kind for its icon', () => {
    expect(likelyKindOf(file('a.heic', 'image/heic'))).toBe('image');
    expect(likelyKindOf(file('a.mkv', 'video/x-matroska'))).toBe('video');
    expect(likelyKindOf(file('a.zip', ''))).toBe('zip');
    expect(likelyKindOf(file('a.pdf', ''))).toBe('pdf');
    expect(likelyKindOf(file('a.exe', 'application/x-msdownload'))).toBeNull();
  });
});

describe('validateMaterialForm', () => {
  it('names each missing field, and nothing when both are right', () => {
    expect(validateMaterialForm('', null)).toEqual({ title: 'title_required', file: 'file_required' });
    expect(validateMaterialForm('Upute', null)).toEqual({ file: 'file_required' });
    expect(validateMaterialForm('Upute', file('a.pdf', 'application/pdf'))).toEqual({});
  });
});

