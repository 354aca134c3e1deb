import { readFileSync } from 'node:fs';

/**
 * Small real recordings (about a second each) for the voice tests: WebM/Opus and MP4 made by Chromium's
 * MediaRecorder from a 440 Hz tone, the same Opus packets put in Ogg pages, silent MPEG-1 Layer III
 * frames behind an ID3v2 tag; each decodes in Chromium (decodeAudioData). WAV is written here.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A second of a quiet 440 Hz tone as 16-bit mono PCM WAV at 8 kHz. */
export function buildWav(seconds = 1, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * index) / rate)), 44 + index * 2);
  return wav;
}

/** Each accepted type: a real file of it, and the Content-Type it is served with. */
export const VOICES = [
  { name: 'WebM/Opus', bytes: fixture('voice.webm'), type: 'audio/webm' },
  { name: 'Ogg/Opus', bytes: fixture('voice.ogg'), type: 'audio/ogg' },
  { name: 'MP4', bytes: fixture('voice.m4a'), type: 'audio/mp4' },
  { name: 'MP3', bytes: fixture('voice.mp3'), type: 'audio/mpeg' },
  { name: 'WAV', bytes: buildWav(), type: 'audio/wav' },
] as const;
