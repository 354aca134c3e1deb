import { describe, expect, it } from 'vitest';
import { materialFingerprint, sortStoredUploads, storedTitle, type StoredUpload } from './previous-uploads';

const stored = (key: string, creationTime: string, uploadUrl: string | null = `http://x/api/v1/uploads/${key}`): StoredUpload => ({
  urlStorageKey: key,
  creationTime,
  uploadUrl,
  metadata: { title: `Naslov ${key}` },
});

describe('materialFingerprint', () => {
  const file = { name: 'upute.pdf', type: 'application/pdf', size: 2048, lastModified: 1_700_000_000_000 };

  it('is the same for the same file and manager, and differs for another manager or another file', () => {
    expect(materialFingerprint(5, file)).toBe(materialFingerprint(5, { ...file }));
    expect(materialFingerprint(6, file)).not.toBe(materialFingerprint(5, file));
    expect(materialFingerprint(5, { ...file, size: 2049 })).not.toBe(materialFingerprint(5, file));
    expect(materialFingerprint(5, { ...file, lastModified: 1 })).not.toBe(materialFingerprint(5, file));
  });
});

describe('sortStoredUploads', () => {
  it('goes on with the newest by creation time, whatever order storage gave, and throws away the rest', () => {
    const old = stored('a', '2025-03-01T10:00:00.000Z');
    const newest = stored('b', '2025-03-02T09:00:00.000Z');
    const middle = stored('c', '2025-03-01T12:00:00.000Z');
    const noUrl = stored('d', '2025-03-03T09:00:00.000Z', null);
    const { newest: chosen, stale } = sortStoredUploads([old, noUrl, newest, middle]);
    expect(chosen).toBe(newest);
    expect(stale.map((upload) => upload.urlStorageKey)).toEqual(['c', 'a', 'd']);
  });

  it('finds nothing to go on with when nothing has a URL', () => {
    expect(sortStoredUploads([])).toEqual({ newest: null, stale: [] });
    expect(sortStoredUploads([stored('a', '2025-03-01T10:00:00.000Z', null)]).newest).toBeNull();
  });

  it('reads the title the upload was created with', () => {
    expect(storedTitle(stored('a', '2025-03-01T10:00:00.000Z'))).toBe('Naslov a');
    expect(storedTitle({ ...stored('a', '2025-03-01T10:00:00.000Z'), metadata: {} })).toBe('');
  });
});
