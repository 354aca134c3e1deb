import { MAX_STEP_VOICE_SECONDS } from '@plan-dan/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asVoiceFile, recordingType } from '../step-voice';

export type RecorderState =
  | { kind: 'idle' }
  /** Waiting for the browser's question about the microphone. */
  | { kind: 'asking' }
  /** Recording; it stops by itself when `remaining` reaches 0. */
  | { kind: 'recording'; remaining: number }
  /** No recording here: refused, or no microphone (or no MediaRecorder); a file can still be loaded. */
  | { kind: 'unavailable'; reason: 'noPermission' | 'noMicrophone' };

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  timers: number[];
}

const refusedByPerson = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/** Ends a recording's microphone and timers (the microphone light goes off at once). */
function endSession(session: Session) {
  // One list holds both kinds of timer, so clearTimeout ends the interval too.
  session.timers.forEach((timer) => window.clearTimeout(timer));
  session.stream.getTracks().forEach((track) => track.stop());
}

/**
 * Records one voice message from the microphone with MediaRecorder (audio only), at most MAX_STEP_VOICE_SECONDS:
 * the remaining seconds count down and it stops by itself. The recording is handed over as a file when it stops.
 * The time is read from the page's clock, so a test's clock can run it to the end.
 */
export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>({ kind: 'idle' });
  const session = useRef<Session | null>(null);
  const handOver = useRef(onRecorded);
  useEffect(() => {
    handOver.current = onRecorded;
  }, [onRecorded]);

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState({ kind: 'unavailable', reason: 'noMicrophone' });
      return;
    }
    setState({ kind: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ kind: 'unavailable', reason: refusedByPerson(error) ? 'noPermission' : 'noMicrophone' });
      return;
    }
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setState({ kind: 'unavailable', reason: 'noMicrophone' });
      return;
    }
    const chunks: Blob[] = [];
    const current: Session = { recorder, stream, timers: [] };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      endSession(current);
      session.current = null;
      setState({ kind: 'idle' });
      const recording = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (recording.size > 0) handOver.current(asVoiceFile(recording));
    };
    const startedAt = Date.now();
    recorder.start();
    current.timers.push(
      window.setInterval(() => {
        const elapsed = Math.floor((Date.now() - startedAt) / 1000);
        setState({ kind: 'recording', remaining: Math.max(0, MAX_STEP_VOICE_SECONDS - elapsed) });
      }, 250),
      window.setTimeout(stop, MAX_STEP_VOICE_SECONDS * 1000),
    );
    session.current = current;
    setState({ kind: 'recording', remaining: MAX_STEP_VOICE_SECONDS });
  }, [stop]);

  // Leaving the form or the card mid-recording: the microphone is let go and nothing is kept.
  useEffect(
    () => () => {
      const open = session.current;
      if (!open) return;
      open.recorder.onstop = null;
      if (open.recorder.state !== 'inactive') open.recorder.stop();
      endSession(open);
      session.current = null;
    },
    [],
  );

  return { state, start, stop };
}
