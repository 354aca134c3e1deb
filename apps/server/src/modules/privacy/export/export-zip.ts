import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../../platform/storage.ts';
import type { ExportFile, ExportRepository } from './export.repository.ts';
import { zipPathOf } from './zip-paths.ts';

/** What the ZIP is made of: read before the first byte, so a missing employee is still a plain 404. */
export interface ExportSources {
  repository: ExportRepository;
  storage: FileStorage;
  employeeId: number;
  madeAt: number;
  readme: string;
  profile: object;
  statistics: object;
  withSupport: boolean;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * A JSON array written a page at a time (`page(after)` answers rows with an `id`, or none at the end), with
 * the same 2-space layout as JSON.stringify's: the whole list is never in memory.
 */
function jsonArray<T>(page: (after: number) => Promise<T[]>, idOf: (row: T) => number): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('[');
      let after = 0;
      let first = true;
      for (let rows = await page(after); rows.length > 0; rows = await page(after)) {
        const text = rows.map((row) => `\n  ${JSON.stringify(row, null, 2).replace(/\n/g, '\n  ')}`).join(',');
        yield Buffer.from(`${first ? '' : ','}${text}`);
        first = false;
        after = idOf(rows.at(-1)!);
      }
      yield Buffer.from(first ? ']\n' : '\n]\n');
    })(),
    { objectMode: false },
  );
}

/**
 * The export as a stream of a ZIP (yazl). Each entry's data is opened only when yazl comes to it and the
 * response has taken the one before (pipe's back-pressure), so one stored file at a time is open and memory
 * stays flat however many photos there are. Only the files' index (path, kind, size) grows with their number,
 * and it is small. An error after the first byte destroys the stream: the client sees a broken download,
 * never a ZIP that looks whole.
 */
export function exportZip(sources: ExportSources): Readable {
  const { repository, employeeId, madeAt } = sources;
  const zip = new ZipFile();
  const output = new PassThrough();
  let open: Readable | undefined;
  const fail = (error: unknown) => {
    open?.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // The client went away: the open file's stream goes too (nothing else would end it).
  output.on('close', () => open?.destroy());
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(output);

  const mtime = new Date(madeAt);
  const texts = { mtime, compress: true };
  /** Each stream handed to yazl: its error ends the download (yazl listens to none). */
  const watched = (stream: Readable) => {
    open = stream;
    stream.on('error', fail);
    return stream;
  };
  const lazy = (path: string, make: () => Readable | Promise<Readable>, options: { mtime: Date; compress: boolean } = texts) =>
    zip.addReadStreamLazy(path, options, (callback) => {
      Promise.resolve()
        .then(make)
        .then(
          (stream) => callback(null, watched(stream)),
          (error: unknown) => callback(error, undefined as unknown as Readable),
        );
    });

  zip.addBuffer(Buffer.from(sources.readme), 'PROCITAJ.txt', texts);
  zip.addBuffer(json(sources.profile), 'profil.json', texts);
  lazy('zadaci.json', () => jsonArray((after) => repository.tasksAfter(employeeId, after), (task) => task.id));
  lazy('poruke.json', () => jsonArray((after) => repository.messagesAfter(employeeId, after), (message) => message.id));
  zip.addBuffer(json(sources.statistics), 'statistika.json', texts);
  if (sources.withSupport) lazy('podrska.json', () => jsonArray((after) => repository.supportAfter(employeeId, after), (record) => record.id));
  lazy('povijest-pristupa.json', () => jsonArray((after) => repository.accessAfter(employeeId, after), (entry) => entry.id));

  addFiles(sources, lazy)
    .then((index) => {
      // Added last: by the time yazl reaches it, every file before it has streamed and its size is known.
      lazy('datoteke.json', () => Readable.from([json(index)]));
      zip.end();
    })
    .catch(fail);
  return output;
}

type Lazy = (path: string, make: () => Readable | Promise<Readable>, options?: { mtime: Date; compress: boolean }) => void;

interface IndexEntry {
  path: string;
  kind: ExportFile['kind'];
  taskId: number;
  stepId: number;
  contentType: string;
  size: number;
  createdAt: string;
}

/**
 * Adds every stored file (pages of steps), each once (a routine's days share a picture), stored as it is
 * (photos are already compressed); answers the index datoteke.json is made of, whose sizes are filled in as
 * each file streams through.
 */
async function addFiles({ repository, storage, employeeId }: ExportSources, lazy: Lazy): Promise<IndexEntry[]> {
  const index: IndexEntry[] = [];
  const added = new Set<string>();
  let after = 0;
  for (;;) {
    const { files, last } = await repository.filesAfter(employeeId, after);
    if (last === undefined) break;
    after = last;
    for (const file of files) {
      if (added.has(file.storageKey)) continue;
      added.add(file.storageKey);
      const entry: IndexEntry = {
        path: zipPathOf(file.kind, file.storageKey, file.contentType),
        kind: file.kind,
        taskId: file.taskId,
        stepId: file.stepId,
        contentType: file.contentType,
        size: 0,
        createdAt: new Date(file.createdAt).toISOString(),
      };
      index.push(entry);
      lazy(
        entry.path,
        async () => {
          const stored = await storage.read(file.storageKey);
          if (!stored) throw new Error(`export: stored file ${file.storageKey} is missing`);
          // pipeline: the store's error reaches the stream yazl reads, and a destroyed one closes the store's.
          return pipeline(stored.stream, counting((bytes) => (entry.size += bytes)), () => {});
        },
        { mtime: new Date(file.createdAt), compress: false },
      );
    }
  }
  return index;
}

/** Counts the bytes passing through (a file's size, for the index). */
function counting(add: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      add(chunk.length);
      callback(null, chunk);
    },
  });
}
