import { MAX_STEP_VOICE_BYTES } from '@plan-dan/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { asVoiceFile, recordingType, stepVoiceError, stepVoiceTooLarge } from './step-voice';

describe("a step's voice", () => {
  it('records Opus in WebM where it can, then MP4 (Safari), else lets the recorder choose', () => {
    expect(recordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingType(() => false)).toBeUndefined();
  });

  it('sends a recording as a file of its bare type, named by it', () => {
    const webm = asVoiceFile(new Blob(['x'], { type: 'audio/webm;codecs=opus' }));
    expect([webm.type, webm.name]).toEqual(['audio/webm', 'glas.webm']);
    const mp4 = asVoiceFile(new Blob(['x'], { type: 'audio/mp4' }));
    expect([mp4.type, mp4.name]).toEqual(['audio/mp4', 'glas.m4a']);
  });

  it("says the server's refusals in Croatian, and a file too large before sending it", () => {
    expect(stepVoiceError(new ApiError(413, 'too_large', ''))).toBe('Snimka je prevelika (najviše 8 MB).');
    expect(stepVoiceError(new ApiError(415, 'unsupported_media_type', ''))).toMatch(/^To nije zvučna snimka/);
    expect(stepVoiceError(new ApiError(400, 'validation', ''))).toMatch(/^To nije zvučna snimka/);
    expect(stepVoiceTooLarge(new Blob([new Uint8Array(MAX_STEP_VOICE_BYTES + 1)]))).toBe('Snimka je prevelika (najviše 8 MB).');
    expect(stepVoiceTooLarge(new Blob([new Uint8Array(10)]))).toBeNull();
  });
});
