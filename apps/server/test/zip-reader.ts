import yauzl from 'yauzl';

export interface ZipEntry {
  data: Buffer;
  /** 0: stored, 8: deflated. */
  compressionMethod: number;
}

/** Every entry of a whole ZIP, read back with yauzl (its own checks: sizes, CRC-32, the central directory). */
export function readZip(zip: Buffer): Promise<Map<string, ZipEntry>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, ZipEntry>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, { data: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
