import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { BigButton } from '@/components/big-button';
import { PlayIcon, SpeakerIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { gentleEnd, prepareSound } from '@/lib/gentle-end';
import { canSpeak, speak } from '@/lib/speech';
import { useWakeLock } from '@/lib/wake-lock';
import {
  isOver,
  loadCountdown,
  minutesLeft,
  newCountdown,
  overrunMs,
  pause,
  remainingFraction,
  remainingMs,
  resume,
  saveCountdown,
  type CountdownRecord,
} from '../countdown';
import classes from './step-countdown.module.css';

/** The pie is a circle drawn with a stroke as wide as its diameter: its dash is the share of time left. */
const PIE_RADIUS = 22.5;
const PIE_LENGTH = 2 * Math.PI * PIE_RADIUS;
/** An end found long after it came (the phone was away) is shown, not sounded. */
const SOUND_WITHIN_MS = 60_000;

const noSubscription = () => () => {};

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

interface CountdownProps {
  /** Where the phone keeps this countdown: 'step:<id>' or 'task:<id>'. */
  storageKey: string;
  durationMinutes: number;
  /** When it began, if this phone has not kept it yet (ms). */
  since: number;
  label: string;
  overText: string;
  pausable: boolean;
}

function useKeptCountdown(storageKey: string, since: number): [CountdownRecord, (record: CountdownRecord) => void] {
  const [record, setRecord] = useState(() => loadCountdown(storageKey) ?? newCountdown(since));
  useEffect(() => {
    if (!loadCountdown(storageKey)) saveCountdown(storageKey, record);
    // Saved once when it first appears; changes are saved as they are made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);
  const update = (next: CountdownRecord) => {
    setRecord(next);
    saveCountdown(storageKey, next);
  };
  return [record, update];
}

/**
 * Time made visible: a disc in the look's progress colour that empties as the expected time passes,
 * readable by its shape alone, with the minutes said in words beside it. It can be paused, keeps the
 * screen on while it runs, ends with a soft tone and a short vibration once, and then says calmly that
 * the time has passed. Its start and pauses are kept on the phone, so a reload goes on with it.
 */
function Countdown({ storageKey, durationMinutes, since, label, overText, pausable }: CountdownProps) {
  const wordsId = useId();
  const [record, update] = useKeptCountdown(storageKey, since);
  const [now, setNow] = useState(() => Date.now());
  const over = isOver(record, durationMinutes, now);
  const paused = record.pausedAt !== null;
  const running = !paused && !over;
  const speakable = useSyncExternalStore(noSubscription, canSpeak, () => false);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    // Phones may make sound only after a touch: each touch while it runs readies the tone for the end.
    document.addEventListener('pointerdown', prepareSound);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('pointerdown', prepareSound);
    };
  }, [running]);

  useEffect(() => {
    if (!over || record.endNoticed) return;
    if (overrunMs(record, durationMinutes, now) < SOUND_WITHIN_MS) gentleEnd();
    update({ ...record, endNoticed: true });
    // Only the end's coming matters here; `update` is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over, record.endNoticed]);

  useWakeLock(running);

  const fraction = remainingFraction(record, durationMinutes, now);
  const words = over ? overText : paused ? hr.countdown.paused : hr.countdown.left(minutesLeft(remainingMs(record, durationMinutes, now)));
  const state = over ? 'over' : paused ? 'paused' : 'running';

  const togglePause = () => {
    prepareSound();
    const at = Date.now();
    setNow(at);
    update(paused ? resume(record, at) : pause(record, at));
  };

  const speakButton = speakable ? (
    <button type="button" className={classes.speak} aria-label={hr.countdown.readAloud} aria-describedby={wordsId} onClick={() => speak(words)}>
      <SpeakerIcon />
    </button>
  ) : null;

  return (
    <div className={classes.countdown} data-state={state}>
      <div className={classes.face}>
        <div
          className={classes.discBox}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
          aria-valuetext={words}
          data-fraction={fraction.toFixed(3)}
        >
          <svg className={classes.disc} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle className={classes.plate} cx="50" cy="50" r="47" />
            <circle
              className={classes.pie}
              cx="50"
              cy="50"
              r={PIE_RADIUS}
              strokeWidth={PIE_RADIUS * 2}
              strokeDasharray={`${fraction * PIE_LENGTH} ${PIE_LENGTH}`}
              transform="rotate(-90 50 50)"
            />
            {paused ? (
              <g className={classes.pauseMark}>
                <rect x="37" y="34" width="9" height="32" rx="2" />
                <rect x="54" y="34" width="9" height="32" rx="2" />
              </g>
            ) : null}
          </svg>
        </div>
        <p className={classes.words} id={wordsId}>
          {words}
        </p>
        {/* Without 'Pauza' the read-aloud button sits beside the words; with it, beside the pause. */}
        {pausable && !over ? null : speakButton}
      </div>
      {pausable && !over ? (
        <div className={classes.actions}>
          <BigButton variant="secondary" className={classes.pauseButton} onClick={togglePause} icon={paused ? <PlayIcon /> : <PauseIcon />}>
            {paused ? hr.countdown.resume : hr.countdown.pause}
          </BigButton>
          {speakButton}
        </div>
      ) : null}
    </div>
  );
}

/** The current step's countdown, with its pause; shown only when the step has expected minutes. */
export function StepCountdown({ stepId, durationMinutes, since }: { stepId: number; durationMinutes: number; since: string | null }) {
  // The first step's began with the task; a later one's now, the moment it became current here.
  const [began] = useState(() => (since ? Date.parse(since) : Date.now()));
  return (
    <Countdown
      storageKey={`step:${stepId}`}
      durationMinutes={durationMinutes}
      since={began}
      label={hr.countdown.stepLabel}
      overText={hr.countdown.stepOver}
      pausable
    />
  );
}

/** The whole task's countdown from its start, under its title: shown, not paused (a step's pause is the one to use). */
export function TaskCountdown({ taskId, durationMinutes, start }: { taskId: number; durationMinutes: number; start: string }) {
  return (
    <Countdown
      storageKey={`task:${taskId}`}
      durationMinutes={durationMinutes}
      since={Date.parse(start)}
      label={hr.countdown.taskLabel}
      overText={hr.countdown.taskOver}
      pausable={false}
    />
  );
}
