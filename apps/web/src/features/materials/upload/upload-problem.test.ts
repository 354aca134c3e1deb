import { describe, expect, it } from 'vitest';
import { problemMessage, uploadProblemOf } from './upload-problem';

const body = (code: string, fields?: Record<string, string>) => JSON.stringify({ error: { code, message: code, fields } });

describe('uploadProblemOf', () => {
  it('puts the server’s verdict on a title beside the title', () => {
    expect(uploadProblemOf(400, body('validation_failed', { title: 'required' }))).toEqual({ reason: 'title_required', field: 'title', resumable: false });
    expect(uploadProblemOf(400, body('validation_failed', { title: 'too_long' })).reason).toBe('title_too_long');
    expect(uploadProblemOf(400, body('validation_failed', { title: 'path' })).reason).toBe('title_invalid');
    expect(uploadProblemOf(400, body('validation_failed', { title: 'control_characters' })).reason).toBe('title_invalid');
  });

  it('puts a refused file beside the file: empty, too large, or not a kind the bytes allow', () => {
    expect(uploadProblemOf(400, body('validation_failed', { file: 'empty' }))).toEqual({ reason: 'file_empty', field: 'file', resumable: false });
    expect(uploadProblemOf(400, body('validation_failed', { file: 'not_an_image' }))).toEqual({ reason: 'file_damaged', field: 'file', resumable: false });
    expect(uploadProblemOf(413, body('payload_too_large'))).toEqual({ reason: 'file_too_large', field: 'file', resumable: false });
    expect(uploadProblemOf(415, body('unsupported_media_type', { file: 'unsupported_type' }))).toEqual({ reason: 'file_type', field: 'file', resumable: false });
  });

  it('lets a dropped connection or a failing server be resumed later', () => {
    expect(uploadProblemOf(0)).toEqual({ reason: 'network', field: null, resumable: true });
    expect(uploadProblemOf(400, body('upload_conflict'))).toEqual({ reason: 'network', field: null, resumable: true });
    expect(uploadProblemOf(503, '<html>bad gateway</html>')).toEqual({ reason: 'server', field: null, resumable: true });
    expect(uploadProblemOf(409, body('upload_conflict')).resumable).toBe(true);
  });

  it('says when the upload is gone, the login expired, or something else failed', () => {
    expect(uploadProblemOf(404, body('not_found'))).toEqual({ reason: 'gone', field: null, resumable: false });
    expect(uploadProblemOf(401, body('unauthorized')).reason).toBe('unauthorized');
    expect(uploadProblemOf(403, body('forbidden')).reason).toBe('unknown');
    expect(uploadProblemOf(-1).reason).toBe('unknown');
  });

  it('has a Croatian sentence for every problem', () => {
    expect(problemMessage('file_type')).toBe('Ova datoteka nije slika, video, PDF ni ZIP. Odaberite drugu datoteku.');
    expect(problemMessage('title_too_long')).toBe('Naziv može imati najviše 200 znakova.');
  });
});
