import { describe, expect, it } from 'vitest';
import { buildWav, VOICES } from '../../test/voices.ts';
import { wholeAudio } from './audio-structure.ts';

const [webm, , mp4, mp3] = VOICES.map((voice) => voice.bytes);

/** The bytes with `from` replaced by `to` at its first place (which must exist). */
function replaced(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  const at = bytes.indexOf(from);
  expect(at).toBeGreaterThanOrEqual(0);
  return Buffer.concat([bytes.subarray(0, at), to, bytes.subarray(at + from.length)]);
}

describe('a voice judged by its structure', () => {
  it('takes a live WebM recording whose Segment has no size (it runs to the end)', () => {
    const segment = Buffer.from([0x18, 0x53, 0x80, 0x67]);
    const at = webm!.indexOf(segment) + 4;
    const unsized = Buffer.from(webm!);
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]).copy(unsized, at);
    expect(wholeAudio(unsized)?.mime).toBe('audio/webm');
  });

  it('refuses a WebM whose DocType is not webm, and one without an audio track', () => {
    expect(wholeAudio(replaced(webm!, Buffer.from('webm'), Buffer.from('mkvx')))).toBeUndefined();
    // TrackType (0x83) 2 is audio; 1 is video.
    expect(wholeAudio(replaced(webm!, Buffer.from([0x83, 0x81, 0x02]), Buffer.from([0x83, 0x81, 0x01])))).toBeUndefined();
  });

  it('refuses an MP4 whose only track is no sound (a video)', () => {
    expect(wholeAudio(mp4!)?.mime).toBe('audio/mp4');
    expect(wholeAudio(replaced(mp4!, Buffer.from('soun'), Buffer.from('vide')))).toBeUndefined();
  });

  it('takes an MP3 ending in an ID3v1 tag; refuses frames of two streams and a lone frame', () => {
    const tag = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
    expect(wholeAudio(Buffer.concat([mp3!, tag]))?.mime).toBe('audio/mpeg');
    const frame = Buffer.alloc(96);
    frame.set([0xff, 0xfb, 0x14, 0xc4]);
    // The same frame at 44.1 kHz (sample-rate bits 00) is 104 bytes long: another stream.
    const other = Buffer.alloc(104);
    other.set([0xff, 0xfb, 0x10, 0xc4]);
    expect(wholeAudio(Buffer.concat([frame, frame]))?.mime).toBe('audio/mpeg');
    expect(wholeAudio(Buffer.concat([frame, other]))).toBeUndefined();
    expect(wholeAudio(frame)).toBeUndefined();
  });

  it('refuses a WAV whose sound comes before its format, or whose RIFF says more than there is', () => {
    const wav = buildWav(0.1);
    expect(wholeAudio(wav)?.mime).toBe('audio/wav');
    const swapped = Buffer.from(wav);
    swapped.write('data', 12, 'latin1');
    swapped.write('fmt ', 36, 'latin1');
    expect(wholeAudio(swapped)).toBeUndefined();
    const longer = Buffer.from(wav);
    longer.writeUInt32LE(wav.length, 4);
    expect(wholeAudio(longer)).toBeUndefined();
  });

  it('refuses an Ogg page whose checksum is wrong', () => {
    const ogg = Buffer.from(VOICES[1].bytes);
    expect(wholeAudio(ogg)?.mime).toBe('audio/ogg');
    ogg[ogg.length - 1] = ogg[ogg.length - 1]! ^ 0xff;
    expect(wholeAudio(ogg)).toBeUndefined();
  });
});
