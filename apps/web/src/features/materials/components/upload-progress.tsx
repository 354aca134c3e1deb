import { Button, Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import { CloseIcon } from '@/components/icons';
import { FormError } from '@/components/form-message';
import { hrMaterials } from '@/i18n/hr-materials';
import { canCancel, canPause, canResume, type UploadState } from '../upload/upload-machine';
import { problemMessage } from '../upload/upload-problem';
import { PauseIcon, PlayIcon } from './material-icons';
import classes from './materials.module.css';

const t = hrMaterials.upload;

/** What the upload is doing, in words (announced politely; the percent is read from the bar). */
function statusText({ status, allSent, reconnecting }: UploadState): string {
  switch (status) {
    case 'running':
      if (reconnecting) return t.reconnecting;
      return allSent ? t.finishing : t.running;
    case 'pausing':
      return t.pausing;
    case 'paused':
      return t.paused;
    case 'canceling':
      return t.canceling;
    case 'canceled':
      return t.canceled;
    case 'success':
      return t.finishing;
    default:
      return '';
  }
}

/** A bar in whole percent; its state shows in its colour and in words beside it. */
export function ProgressBar({ state, label }: { state: UploadState; label: string }) {
  return (
    <div
      className={classes.track}
      data-status={state.status}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.percent}
      aria-valuetext={t.percent(state.percent)}
    >
      <div className={classes.fill} style={{ '--percent': `${state.percent}%` } as CSSProperties} />
    </div>
  );
}

interface UploadProgressProps {
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/**
 * The bar, the state in words, and only the actions the state allows: 'Pauziraj' while running,
 * 'Nastavi' while pausing or paused, 'Otkaži slanje' while running or pausing; none of them once
 * every byte is sent and the server is making the material.
 */
export function UploadProgress({ state, onPause, onResume, onCancel }: UploadProgressProps) {
  const { status, problem } = state;
  const pausable = canPause(state);
  const resumable = canResume(state);
  const cancellable = canCancel(state);
  const words = statusText(state);
  return (
    <div className={classes.progress}>
      <div className={classes.progressHead}>
        <span role="status">{words}</span>
        <span className={classes.percent} aria-hidden="true">
          {t.percent(state.percent)}
        </span>
      </div>
      <ProgressBar state={state} label={t.progressLabel} />
      {status === 'error' && problem && problem.field === null ? <FormError>{problemMessage(problem.reason)}</FormError> : null}
      {status === 'paused' ? <span className={classes.hint}>{t.pausedHint}</span> : null}
      {pausable || resumable || cancellable ? (
        <Group gap="sm" mt={4}>
          {pausable || resumable ? (
            // One button that turns from 'Pauziraj' into 'Nastavi' and back, so the keyboard focus stays on it.
            <Button
              variant={pausable ? 'default' : 'filled'}
              leftSection={pausable ? <PauseIcon size={18} /> : <PlayIcon size={16} />}
              onClick={pausable ? onPause : onResume}
              data-focus-next
            >
              {pausable ? t.pause : t.resume}
            </Button>
          ) : null}
          {cancellable ? (
            <Button variant="subtle" color="red" leftSection={<CloseIcon size={18} />} onClick={onCancel}>
              {t.cancel}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
