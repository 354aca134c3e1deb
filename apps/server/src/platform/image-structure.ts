/**
 * Whether a picture file is whole, read from its structure alone, where decoding it cannot tell:
 * sharp decodes no HEVC (HEIC), and shows an animated GIF's frames as far as they go.
 */

/** The size of a GIF colour table whose flags byte is `flags`, 0 when there is none. */
const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/**
 * Whether a GIF is whole: its blocks (extensions and frames, each frame's data in sized sub-blocks)
 * follow each other up to the trailer byte, none cut off and none of an unknown kind.
 */
export function gifIsWhole(bytes: Buffer): boolean {
  // The header (6 bytes), then the screen's size and flags (7 bytes), then the global colour table.
  if (bytes.length < 13) return false;
  let offset = 13 + colourTableBytes(bytes[10]!);
  const skipSubBlocks = () => {
    while (offset < bytes.length) {
      const size = bytes[offset]!;
      offset += 1 + size;
      if (size === 0) return true;
    }
    return false;
  };
  while (offset < bytes.length) {
    const introducer = bytes[offset]!;
    if (introducer === 0x3b) return true;
    if (introducer === 0x21) {
      // An extension: its label, then its sub-blocks.
      offset += 2;
    } else if (introducer === 0x2c) {
      // A frame: its 10-byte descriptor, a local colour table, the LZW code size, then its sub-blocks.
      if (bytes.length - offset < 10) return false;
      offset += 10 + colourTableBytes(bytes[offset + 9]!) + 1;
    } else {
      return false;
    }
    if (!skipSubBlocks()) return false;
  }
  return false;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

/** The boxes that fill bytes [start, end) one after the other; undefined when one is cut off or overruns. */
export function boxesIn(bytes: Buffer, start: number, end: number): Box[] | undefined {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) return undefined;
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (end - offset < 16) return undefined;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      // The last box runs to the end.
      size = end - offset;
    }
    if (size < header || size > end - offset) return undefined;
    boxes.push({ type: bytes.toString('latin1', offset + 4, offset + 8), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * Whether every extent of every item the `iloc` box lists (the coded picture, its tiles, its
 * metadata) lies within the file, or within `idat` for those stored there (ISO/IEC 14496-12, 8.11.3).
 */
function itemsWithin(bytes: Buffer, iloc: Box, fileLength: number, idatLength: number): boolean {
  let at = iloc.start;
  const take = (size: number): number => {
    if (at + size > iloc.end) throw new RangeError('iloc cut off');
    const value =
      size === 0 ? 0 : size === 1 ? bytes[at]! : size === 2 ? bytes.readUInt16BE(at) : size === 4 ? bytes.readUInt32BE(at) : Number(bytes.readBigUInt64BE(at));
    at += size;
    return value;
  };
  try {
    const version = take(1);
    take(3);
    const sizes = take(1);
    const moreSizes = take(1);
    const [offsetSize, lengthSize, baseOffsetSize] = [sizes >> 4, sizes & 0x0f, moreSizes >> 4];
    const indexSize = version === 0 ? 0 : moreSizes & 0x0f;
    if (![offsetSize, lengthSize, baseOffsetSize, indexSize].every((size) => [0, 4, 8].includes(size)) || version > 2) return false;
    const itemCount = take(version < 2 ? 2 : 4);
    for (let item = 0; item < itemCount; item += 1) {
      take(version < 2 ? 2 : 4);
      const method = version === 0 ? 0 : take(2) & 0x0f;
      take(2);
      const baseOffset = take(baseOffsetSize);
      const extentCount = take(2);
      for (let extent = 0; extent < extentCount; extent += 1) {
        take(indexSize);
        const offset = take(offsetSize);
        const length = take(lengthSize);
        // 0: in the file; 1: in idat; 2: within another item, which is checked itself.
        const limit = method === 0 ? fileLength : method === 1 ? idatLength : Infinity;
        if (baseOffset + offset + length > limit) return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a HEIF file (HEIC, AVIF) is whole: it starts with `ftyp`, its boxes and those of its
 * `meta` follow each other to the end with none cut off, and every byte its items are made of is there.
 */
export function heifIsWhole(bytes: Buffer): boolean {
  const boxes = boxesIn(bytes, 0, bytes.length);
  const meta = boxes?.find((box) => box.type === 'meta');
  if (!boxes || boxes[0]?.type !== 'ftyp' || !meta) return false;
  // meta is a full box: a version and flags (4 bytes) come before its boxes.
  const inMeta = boxesIn(bytes, meta.start + 4, meta.end);
  const iloc = inMeta?.find((box) => box.type === 'iloc');
  const idat = inMeta?.find((box) => box.type === 'idat');
  return iloc !== undefined && itemsWithin(bytes, iloc, bytes.length, idat ? idat.end - idat.start : 0);
}
