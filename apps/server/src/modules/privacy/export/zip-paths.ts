/** What a stored file is to the person: the step's photo, the carer's picture or video, a video's poster, a voice. */
export type ExportFileKind = 'photo' | 'picture' | 'poster' | 'voice';

const FOLDER_OF: Record<ExportFileKind, string> = { photo: 'fotografije', picture: 'slike', poster: 'slike', voice: 'glasovi' };

/** Extensions of the types the server stores, for keys written without one (step pictures). */
const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/**
 * A file's path inside the ZIP, worked out from its storage key alone, so zadaci.json and the files agree
 * without a table in memory. The key's last part carries the step's id and a random id, so names never clash;
 * a routine's days share one picture's key, and so one file in the ZIP.
 */
export function zipPathOf(kind: ExportFileKind, storageKey: string, contentType: string): string {
  const base = storageKey.slice(storageKey.lastIndexOf('/') + 1);
  const hasExtension = /\.[a-z0-9]+$/.test(base);
  const extension = EXTENSION_OF[contentType.split(';')[0]!.trim()] ?? 'bin';
  return `${FOLDER_OF[kind]}/${hasExtension ? base : `${base}.${extension}`}`;
}
