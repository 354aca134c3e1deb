import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { breakHuffmanTable, buildNoisyJpeg, buildNoisyPng, TINY_HEIC } from '../../test/uploads.ts';
import { checkPicture, MAX_PICTURE_PIXELS } from './image-check.ts';
import { gifIsWhole, heifIsWhole } from './image-structure.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const check = (bytes: Buffer | Readable) => checkPicture(bytes, { maxBytes: MAX_BYTES });
const cutShort = (bytes: Buffer, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));

const noise = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
/** Three frames of noise as one animation, in the format sharp writes. */
const animation = async (format: 'gif' | 'webp') => {
  const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((colour) => noise(32, 32, colour).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })[format]().toBuffer();
};

/** A PNG that says it is width × height in its header (its CRC right), with the pixel data of a 1×1 one. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await noise(1, 1, '#808080').png().toBuffer());
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), …, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('checkPicture', () => {
  it('decodes whole JPEG, PNG, WebP, AVIF and animated GIF and WebP pictures', async () => {
    const pictures: [Buffer, string, number, number][] = [
      [await buildNoisyJpeg(), 'jpeg', 200, 200],
      [await buildNoisyPng(320, 240), 'png', 320, 240],
      [await noise(120, 80, '#336699').webp().toBuffer(), 'webp', 120, 80],
      [await noise(120, 80, '#336699').avif().toBuffer(), 'heif', 120, 80],
      [await animation('gif'), 'gif', 32, 32],
      [await animation('webp'), 'webp', 32, 32],
    ];
    for (const [bytes, format, width, height] of pictures) {
      expect(await check(bytes), format).toEqual({ ok: true, format, width, height, decoded: true });
    }
  });

  it('refuses pictures cut short or broken, though their first bytes are right', async () => {
    const jpeg = await buildNoisyJpeg();
    const png = await buildNoisyPng(320, 240);
    const brokenPng = Buffer.from(png);
    // Bytes in the middle of the compressed pixels changed: the chunk's CRC and the data disagree.
    brokenPng.fill(0x5a, Math.floor(png.length / 2), Math.floor(png.length / 2) + 200);
    const gif = await animation('gif');
    const webp = await animation('webp');
    const avif = await noise(120, 80, '#336699').avif().toBuffer();
    const refused: [string, Buffer][] = [
      ['a PNG cut in half', cutShort(png, 0.5)],
      ['a PNG without its last 100 bytes', png.subarray(0, png.length - 100)],
      ['a PNG with broken pixel data', brokenPng],
      ['a JPEG cut in half', cutShort(jpeg, 0.5)],
      // Not only its 2-byte end marker: then every pixel is there (browsers show it whole), and libjpeg
      // notices the missing marker only when it happens to read ahead, in about 1 of 12 noisy JPEGs.
      ['a JPEG without the end of its pixel data', jpeg.subarray(0, jpeg.length - 64)],
      ['a JPEG with a broken Huffman table', breakHuffmanTable(jpeg)],
      // sharp shows the frames it finds: only the GIF's own structure tells the animation is cut.
      ['an animated GIF cut in its last frame', cutShort(gif, 0.9)],
      ['an animated GIF without its trailer', gif.subarray(0, gif.length - 1)],
      ['an animated WebP cut short', cutShort(webp, 0.9)],
      ['an AVIF cut short', cutShort(avif, 0.8)],
      ['only the PNG signature', png.subarray(0, 8)],
    ];
    for (const [label, bytes] of refused) expect(await check(bytes), label).toEqual({ ok: false, problem: 'undecodable' });
  });

  it('takes a whole HEIC by its container, which it cannot decode, and refuses one cut short', async () => {
    expect(await check(TINY_HEIC)).toEqual({ ok: true, format: 'heif', width: 64, height: 48, decoded: false });
    for (const cut of [1, 100, 500]) {
      expect(await check(TINY_HEIC.subarray(0, TINY_HEIC.length - cut)), `${cut} bytes short`).toEqual({ ok: false, problem: 'undecodable' });
    }
  });

  it('refuses what is no picture of ours: nothing, text, SVG and TIFF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const tiff = await noise(10, 10, '#808080').tiff().toBuffer();
    for (const bytes of [Buffer.alloc(0), Buffer.from('Dobar dan'), svg, tiff]) {
      expect(await check(bytes)).toEqual({ ok: false, problem: 'undecodable' });
    }
  });

  it('reads a stream whole, and stops reading it past maxBytes', async () => {
    const png = await buildNoisyPng(320, 240);
    const chunks = (bytes: Buffer) => Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]);
    expect(await check(chunks(png))).toMatchObject({ ok: true, format: 'png' });
    expect(await check(chunks(cutShort(png, 0.5)))).toEqual({ ok: false, problem: 'undecodable' });
    const endless = new Readable({ read() { this.push(Buffer.alloc(64 * 1024)); } });
    expect(await checkPicture(endless, { maxBytes: 1024 * 1024 })).toEqual({ ok: false, problem: 'too_large' });
    expect(endless.destroyed).toBe(true);
    expect(await checkPicture(png, { maxBytes: png.length - 1 })).toEqual({ ok: false, problem: 'too_large' });
  });

  it('answers too_large for more pixels than it decodes, from the header alone', async () => {
    const side = Math.ceil(Math.sqrt(MAX_PICTURE_PIXELS)) + 1;
    expect(await check(await pngClaiming(side, side))).toEqual({ ok: false, problem: 'too_large' });
    // The same forgery within the limit claims pixels its data does not have.
    expect(await check(await pngClaiming(100, 100))).toEqual({ ok: false, problem: 'undecodable' });
  });

  it('rejects when the source itself fails: storage that cannot be read is no fault of the picture', async () => {
    const failing = new Readable({ read() { this.destroy(new Error('storage gone')); } });
    await expect(check(failing)).rejects.toThrow('storage gone');
  });
});

describe('the structure checks', () => {
  it('finds every cut of a GIF, and takes a GIF with bytes after its trailer', async () => {
    const gif = await animation('gif');
    expect(gifIsWhole(gif)).toBe(true);
    expect(gifIsWhole(Buffer.concat([gif, Buffer.from('extra')]))).toBe(true);
    for (let length = 0; length < gif.length; length += 1) expect(gifIsWhole(gif.subarray(0, length)), `${length} bytes`).toBe(false);
  });

  it('finds every cut of a HEIC container', () => {
    expect(heifIsWhole(TINY_HEIC)).toBe(true);
    for (let length = 0; length < TINY_HEIC.length; length += 1) expect(heifIsWhole(TINY_HEIC.subarray(0, length)), `${length} bytes`).toBe(false);
  });
});
