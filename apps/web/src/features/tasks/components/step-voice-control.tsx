import { Button, FileButton, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Icon, TrashIcon } from '@/components/icons';
import { hrStepVoice as v } from '@/i18n/hr-task-media';
import { STEP_VOICE_ACCEPT } from '../step-voice';
import classes from './step-voice.module.css';
import { useVoiceRecorder } from './use-voice-recorder';

const MicIcon = () => (
  <Icon size={16}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

interface StepVoiceControlProps {
  /** Which step, ending the controls' names: 'za podzadatak 2', 'za podzadatak Oprati ruke'. */
  forStep: string;
  /** The voice to listen to: the saved one's link, a recording or file not saved yet, or none. */
  voice: string | Blob | null;
  /** Saving or removing: the controls wait. */
  busy?: boolean;
  /** Why the last voice was refused (too large, not a sound), said beside the controls. */
  error?: string | null;
  /** A new recording, or a sound file chosen ('Učitaj zvuk'). */
  onVoice: (file: File) => void;
  onRemove: () => void;
}

/**
 * The carer's own voice for a step: 'Snimi glas' records from the microphone (at most a minute, the seconds left
 * shown, 'Zaustavi snimanje' to end sooner), the recording plays in the browser's player, 'Snimi ponovo' replaces
 * it and 'Ukloni' removes it; 'Učitaj zvuk' takes a sound file instead. Without a microphone or its permission a
 * calm line says so and the file still works.
 */
export function StepVoiceControl({ forStep, voice, busy = false, error, onVoice, onRemove }: StepVoiceControlProps) {
  const { state, start, stop } = useVoiceRecorder(onVoice);
  const recording = state.kind === 'recording';
  const src = useMemo(() => (voice instanceof Blob ? URL.createObjectURL(voice) : voice), [voice]);
  useEffect(
    () => () => {
      if (voice instanceof Blob && src) URL.revokeObjectURL(src);
    },
    [voice, src],
  );
  const recordRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const wasRecording = useRef(false);
  // The button pressed goes away: the keyboard goes on from the one that took its place.
  useEffect(() => {
    if (recording) stopRef.current?.focus();
    else if (wasRecording.current) recordRef.current?.focus();
    wasRecording.current = recording;
  }, [recording]);
  const resetRef = useRef<() => void>(null);

  return (
    <div className={classes.stepVoice} role="group" aria-label={v.player(forStep)} aria-busy={busy || undefined}>
      {recording ? (
        <>
          <span className={classes.voiceRecording}>
            <span className={classes.voiceDot} aria-hidden="true" />
            {v.recording}
          </span>
          <span role="timer" className={classes.voiceRemaining}>
            {v.remaining(state.remaining)}
          </span>
          <Button ref={stopRef} size="compact-sm" variant="filled" onClick={stop} aria-label={`${v.stop} ${forStep}`}>
            {v.stop}
          </Button>
        </>
      ) : (
        <>
          {src ? <audio className={classes.voicePlayer} controls preload="metadata" src={src} aria-label={v.player(forStep)} /> : null}
          <Button
            ref={recordRef}
            size="compact-sm"
            variant="subtle"
            leftSection={<MicIcon />}
            loading={state.kind === 'asking'}
            disabled={busy}
            onClick={() => void start()}
            aria-label={`${src ? v.recordAgain : v.record} ${forStep}`}
          >
            {src ? v.recordAgain : v.record}
          </Button>
          <FileButton
            resetRef={resetRef}
            accept={STEP_VOICE_ACCEPT}
            disabled={busy}
            onChange={(file) => {
              if (file) onVoice(file);
              resetRef.current?.();
            }}
          >
            {(props) => (
              <Button {...props} size="compact-sm" variant="subtle" disabled={busy} aria-label={`${v.upload} ${forStep}`}>
                {v.upload}
              </Button>
            )}
          </FileButton>
          {src ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<TrashIcon size={14} />}
              disabled={busy}
              onClick={() => {
                onRemove();
                recordRef.current?.focus();
              }}
              aria-label={v.removeLabel(forStep)}
            >
              {v.remove}
            </Button>
          ) : null}
        </>
      )}
      {busy ? (
        <Text size="sm" role="status">
          {v.saving}
        </Text>
      ) : null}
      {state.kind === 'unavailable' ? (
        <Text size="sm" role="status" className={classes.voiceNote}>
          {state.reason === 'noPermission' ? v.noPermission : v.noMicrophone}
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" c="red.8" size="sm" className={classes.voiceNote}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
