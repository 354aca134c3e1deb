import { boxesIn } from './image-structure.ts';

/**
 * A recorded voice's type told by its bytes, and whether the file is whole, read from its structure:
 * the server decodes no audio, so a file that only starts like audio (a renamed program after a few
 * right bytes, a recording cut off mid-upload) is told apart by walking its container to the end.
 */

export interface AudioType {
  mime: 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/mpeg' | 'audio/wav';
  ext: string;
}

const ascii = (bytes: Buffer, at: number, length: number) => (bytes.length >= at + length ? bytes.toString('latin1', at, at + length) : '');

/** WAV: RIFF's chunks fill the file to its declared end, a format chunk before the sound's data. */
function wavIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const end = 8 + bytes.readUInt32LE(4);
  if (end !== bytes.length) return false;
  let offset = 12;
  let format = false;
  let data = false;
  while (offset < end) {
    if (end - offset < 8) return false;
    const id = ascii(bytes, offset, 4);
    const size = bytes.readUInt32LE(offset + 4);
    const next = offset + 8 + size;
    if (next > end) return false;
    if (id === 'fmt ') {
      // At least the 16 bytes of PCM's format: its channels and its sample rate are not 0.
      if (size < 16 || bytes.readUInt16LE(offset + 10) === 0 || bytes.readUInt32LE(offset + 12) === 0) return false;
      format = true;
    }
    if (id === 'data') {
      if (!format) return false;
      data = true;
    }
    // A chunk of odd size is followed by a pad byte (none after the last).
    offset = next + (size % 2 === 1 && next < end ? 1 : 0);
  }
  return format && data;
}

/** The Ogg pages' checksum: CRC-32 with the polynomial 0x04C11DB7, unreflected, starting at 0 (RFC 3533). */
const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index << 24;
  for (let bit = 0; bit < 8; bit += 1) value = value & 0x80000000 ? (value << 1) ^ 0x04c11db7 : value << 1;
  return value >>> 0;
});

function oggChecksum(page: Buffer): number {
  let crc = 0;
  for (let index = 0; index < page.length; index += 1) {
    // The checksum's own four bytes count as zeros.
    const byte = index >= 22 && index < 26 ? 0 : page[index]!;
    crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

/** An Ogg stream's first packet names its codec: only sound ones (Opus, Vorbis, FLAC, Speex), no Theora video. */
const OGG_AUDIO_HEADS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

/** Ogg: pages follow each other to the end, each checksum right, the first beginning an audio stream, the last ending it. */
function oggIsWhole(bytes: Buffer): boolean {
  let offset = 0;
  let last = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 27 || ascii(bytes, offset, 4) !== 'OggS' || bytes[offset + 4] !== 0) return false;
    const segments = bytes[offset + 26]!;
    if (bytes.length - offset < 27 + segments) return false;
    let size = 27 + segments;
    for (let index = 0; index < segments; index += 1) size += bytes[offset + 27 + index]!;
    if (offset + size > bytes.length) return false;
    const page = bytes.subarray(offset, offset + size);
    if (page.readUInt32LE(22) !== oggChecksum(page)) return false;
    if (offset === 0) {
      const head = page.subarray(27 + segments);
      if ((page[5]! & 0x02) === 0 || !OGG_AUDIO_HEADS.some((codec) => head.toString('latin1', 0, codec.length) === codec)) return false;
    }
    last = page[5]!;
    offset += size;
  }
  return (last & 0x04) !== 0;
}

/** MP4: its top-level boxes fill the file, `ftyp` first, with a `moov` holding a sound track, and media data. */
function mp4IsWhole(bytes: Buffer): boolean {
  const boxes = boxesIn(bytes, 0, bytes.length);
  const moov = boxes?.find((box) => box.type === 'moov');
  if (!boxes || boxes[0]?.type !== 'ftyp' || !moov || !boxes.some((box) => box.type === 'mdat')) return false;
  const within = (box: { start: number; end: number } | undefined, type: string) => {
    const inner = box && boxesIn(bytes, box.start, box.end);
    return inner?.filter((child) => child.type === type) ?? [];
  };
  // moov › trak › mdia › hdlr: a full box (4 bytes), pre_defined (4), then the handler's type.
  return within(moov, 'trak').some((trak) =>
    within(trak, 'mdia').some((mdia) => within(mdia, 'hdlr').some((hdlr) => hdlr.end - hdlr.start >= 12 && ascii(bytes, hdlr.start + 8, 4) === 'soun')),
  );
}

interface Element {
  id: number;
  start: number;
  /** Where the element ends; for one of unknown size (a live recording's), undefined. */
  end: number | undefined;
}

/** An EBML variable-length number at `offset`: its length, and its value (with the length marker for an id). */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[offset + index]!;
    allOnes &&= bytes[offset + index] === 0xff;
  }
  return { value, length, allOnes };
}

function elementAt(bytes: Buffer, offset: number, limit: number): Element | undefined {
  const id = vint(bytes, offset, true);
  const size = id && vint(bytes, offset + id.length, false);
  if (!id || !size) return undefined;
  const start = offset + id.length + size.length;
  if (size.allOnes) return { id: id.value, start, end: undefined };
  return start + size.value <= limit ? { id: id.value, start, end: start + size.value } : undefined;
}

/** The elements of known size that fill bytes [start, end); undefined when one is cut off. */
function elementsIn(bytes: Buffer, start: number, end: number): Element[] | undefined {
  const elements: Element[] = [];
  for (let offset = start; offset < end; ) {
    const element = elementAt(bytes, offset, end);
    if (!element?.end) return undefined;
    elements.push(element);
    offset = element.end;
  }
  return elements;
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
/** The elements a Segment holds; an unknown-size Cluster ends where the next of these begins. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, 0x1549a966, TRACKS, CLUSTER, 0x1c53bb6b, 0x1043a770, 0x1254c367, 0x1941a469, 0xec]);
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;

/** A WebM's Tracks has an audio track (TrackEntry › TrackType 2). */
function hasAudioTrack(bytes: Buffer, tracks: Element): boolean {
  return (elementsIn(bytes, tracks.start, tracks.end!) ?? [])
    .filter((entry) => entry.id === 0xae)
    .some((entry) => (elementsIn(bytes, entry.start, entry.end!) ?? []).some((field) => field.id === 0x83 && bytes[field.start] === 2));
}

/**
 * WebM: the EBML header says DocType 'webm', then a Segment whose elements follow each other to its
 * end (a live recording's Segment and Clusters may have no size: they run to the next one), with an
 * audio track and at least one block of sound.
 */
function webmIsWhole(bytes: Buffer): boolean {
  const header = elementAt(bytes, 0, bytes.length);
  if (header?.id !== EBML || !header.end) return false;
  const docType = (elementsIn(bytes, header.start, header.end) ?? []).find((field) => field.id === 0x4282);
  if (!docType || bytes.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') !== 'webm') return false;
  const segment = elementAt(bytes, header.end, bytes.length);
  if (segment?.id !== SEGMENT) return false;
  const end = segment.end ?? bytes.length;
  if (end !== bytes.length) return false;
  let audio = false;
  let blocks = 0;
  for (let offset = segment.start; offset < end; ) {
    const element = elementAt(bytes, offset, end);
    if (!element || !SEGMENT_CHILDREN.has(element.id) || (element.end === undefined && element.id !== CLUSTER)) return false;
    if (element.id === TRACKS) audio ||= hasAudioTrack(bytes, element);
    if (element.id !== CLUSTER) {
      offset = element.end!;
      continue;
    }
    // A cluster's children, up to its end or (of unknown size) to the segment's next element.
    let inner = element.start;
    while (inner < (element.end ?? end)) {
      const child = elementAt(bytes, inner, element.end ?? end);
      if (child && element.end === undefined && SEGMENT_CHILDREN.has(child.id)) break;
      if (!child?.end) return false;
      if (child.id === SIMPLE_BLOCK || child.id === BLOCK_GROUP) blocks += 1;
      inner = child.end;
    }
    offset = inner;
  }
  return audio && blocks > 0;
}

const MP3_BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = [44100, 48000, 32000];

/** An MPEG audio Layer III frame header at `offset`: its length and what every frame of the stream shares. */
function mp3Frame(bytes: Buffer, offset: number): { length: number; kind: number } | undefined {
  if (bytes.length - offset < 4 || bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[offset + 1]! >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (bytes[offset + 1]! >> 1) & 0x03; // 1: Layer III
  const bitrateIndex = bytes[offset + 2]! >> 4;
  const rateIndex = (bytes[offset + 2]! >> 2) & 0x03;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const bitrate = (version === 3 ? MP3_BITRATES.mpeg1 : MP3_BITRATES.mpeg2)[bitrateIndex]! * 1000;
  const rate = MP3_SAMPLE_RATES[rateIndex]! / (version === 3 ? 1 : version === 2 ? 2 : 4);
  const padding = (bytes[offset + 2]! >> 1) & 0x01;
  return { length: Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding, kind: (version << 2) | rateIndex };
}

/** Where an ID3v2 tag at the start ends (its size is four 7-bit bytes; a footer adds 10), or 0 without one. */
function id3End(bytes: Buffer): number {
  if (ascii(bytes, 0, 3) !== 'ID3' || bytes.length < 10) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/** MP3: after an ID3v2 tag, frames of one stream follow each other to the end (or to a 128-byte ID3v1 tag). */
function mp3IsWhole(bytes: Buffer): boolean {
  let offset = id3End(bytes);
  const end = ascii(bytes, bytes.length - 128, 3) === 'TAG' ? bytes.length - 128 : bytes.length;
  let frames = 0;
  let kind: number | undefined;
  while (offset < end) {
    const frame = mp3Frame(bytes, offset);
    if (!frame || offset + frame.length > end || (kind !== undefined && frame.kind !== kind)) return false;
    kind = frame.kind;
    frames += 1;
    offset += frame.length;
  }
  return frames >= 2;
}

/** The audio type the first bytes say, never the name or the header the client sends. */
export function audioTypeOf(bytes: Buffer): AudioType | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(bytes, 4, 4) === 'ftyp') return { mime: 'audio/mp4', ext: 'm4a' };
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === EBML) return { mime: 'audio/webm', ext: 'webm' };
  if (ascii(bytes, 0, 3) === 'ID3' || mp3Frame(bytes, 0)) return { mime: 'audio/mpeg', ext: 'mp3' };
  return undefined;
}

const WHOLE: Record<AudioType['mime'], (bytes: Buffer) => boolean> = {
  'audio/wav': wavIsWhole,
  'audio/ogg': oggIsWhole,
  'audio/mp4': mp4IsWhole,
  'audio/webm': webmIsWhole,
  'audio/mpeg': mp3IsWhole,
};

/** The voice's type, when its bytes are one of ours and its container is whole; otherwise undefined. */
export function wholeAudio(bytes: Buffer): AudioType | undefined {
  const type = audioTypeOf(bytes);
  return type && WHOLE[type.mime](bytes) ? type : undefined;
}
