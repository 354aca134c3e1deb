import type { Step } from '@plan-dan/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { BigButton } from '@/components/big-button';
import { CameraIcon, CheckIcon, HourglassIcon } from '@/components/icons';
import { FullScreenMoment } from '@/components/full-screen-moment';
import { Notice } from '@/components/notice';
import { ProgressBar } from '@/components/progress-bar';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';
import { stepState } from '@plan-dan/contract/task-rules';
import { StepCountdown } from './step-countdown';
import { StepPicture } from './step-picture';
import { StepRejection } from './step-rejection';
import { useRevealOnOpen } from './reveal-on-open';
import classes from './step.module.css';

interface PhotoStepProps {
  step: Step;
  enabled: boolean;
  employeeId: number;
  taskId: number;
  /** The first refused step when the task opened: its 'Slikaj' is brought into view. */
  reveal?: boolean;
  /** The step the employee is on (see `stepCountdownProps`): its expected minutes are shown shrinking. */
  current?: boolean;
  /** When the current step's time began: the task's start for its first step, else null (from now). */
  currentSince?: string | null;
}

interface Picked {
  file: File;
  url: string;
}

function uploadErrorText(error: unknown): string {
  if (error instanceof Error && error.message === 'not_an_image') return hr.photo.notImage;
  if (!isApiError(error)) return hr.app.genericError;
  if (error.code === 'network_error') return hr.app.offline;
  if (error.status === 413) return hr.photo.tooLarge;
  if (error.status === 400) return hr.photo.notImage;
  if (error.code === 'task_not_started') return hr.task.startFirst;
  return hr.app.genericError;
}

/**
 * The photo just taken, over the whole screen: the photo gets the room the answers leave, so
 * 'Potvrdi' (focused), 'Ponovi' and 'Odustani' are on screen however tall the photo and large the
 * letters; the sending and any error show here too. Escape is 'Odustani'.
 */
function PhotoPreview({
  picked,
  stepDescription,
  upload,
  onConfirm,
  onRetake,
  onCancel,
}: {
  picked: Picked;
  stepDescription: string;
  upload: ReturnType<typeof useUploadPhoto>;
  onConfirm: () => void;
  onRetake: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <FullScreenMoment
      label={hr.photo.previewMoment(stepDescription)}
      onCancel={onCancel}
      focusRef={confirmRef}
      actions={
        <>
          {upload.isError ? (
            <div className={classes.previewError}>
              <Notice>
                <p>{uploadErrorText(upload.error)}</p>
              </Notice>
            </div>
          ) : null}
          {upload.isPending ? (
            <ProgressBar
              value={upload.progress}
              label={hr.photo.uploadLabel}
              valueText={`${hr.photo.uploading} ${Math.round(upload.progress * 100)} %`}
            />
          ) : (
            <div className={classes.previewActions}>
              <BigButton ref={confirmRef} onClick={onConfirm} icon={<CheckIcon />}>
                {hr.photo.confirm}
              </BigButton>
              <BigButton variant="secondary" className={classes.stepButton} onClick={onRetake} icon={<CameraIcon />}>
                {hr.photo.retake}
              </BigButton>
              <BigButton variant="secondary" className={classes.stepButton} onClick={onCancel}>
                {hr.photo.cancel}
              </BigButton>
            </div>
          )}
        </>
      }
    >
      <img className={classes.preview} src={picked.url} alt={hr.photo.preview} />
    </FullScreenMoment>
  );
}

/**
 * A step proved by a photo: take it with the camera, look at it over the whole screen ('Potvrdi' /
 * 'Ponovi' / 'Odustani'), send it, then wait for the manager, who approves (ticked) or asks for a new one.
 */
export function PhotoStep({ step, enabled, employeeId, taskId, reveal = false, current = false, currentSince = null }: PhotoStepProps) {
  const textId = useId();
  const rejectionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const takeRef = useRef<HTMLButtonElement>(null);
  useRevealOnOpen(takeRef, reveal);
  const [picked, setPicked] = useState<Picked | null>(null);
  const upload = useUploadPhoto(employeeId, taskId, step.id);
  const state = stepState(step);

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const openCamera = () => inputRef.current?.click();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same photo may be chosen again after 'Odustani'.
    event.currentTarget.value = '';
    if (!file) return;
    upload.reset();
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const confirm = () => {
    if (!picked) return;
    upload.mutate(picked.file, { onSuccess: () => setPicked(null) });
  };

  return (
    <li className={classes.step} data-state={state === 'done' ? 'done' : 'open'}>
      <StepPicture step={step} />
      <div className={classes.row}>
        <span className={classes.box} data-ticked={state === 'done'} data-icon={state !== 'done'} aria-hidden="true">
          {state === 'done' ? <CheckIcon /> : state === 'waiting' ? <HourglassIcon /> : <CameraIcon />}
        </span>
        <span className={classes.text} id={textId}>
          {step.description}
        </span>
        <ReadAloudButton text={step.description} describedBy={textId} voiceUrl={step.voice?.downloadURL} />
      </div>

      <input ref={inputRef} type="file" accept="image/*" capture="environment" hidden onChange={onFile} />

      {picked ? (
        <PhotoPreview
          picked={picked}
          stepDescription={step.description}
          upload={upload}
          onConfirm={confirm}
          onRetake={openCamera}
          onCancel={() => setPicked(null)}
        />
      ) : null}

      <div className={classes.photoPart}>
        {state === 'waiting' ? (
          <>
            <p className={classes.status}>⏳ {hr.photo.waiting}</p>
            {step.photo ? <img className={classes.thumb} src={step.photo.downloadURL} alt={hr.photo.sent} /> : null}
          </>
        ) : state === 'done' ? (
          <p className={classes.status}>{hr.photo.approved}</p>
        ) : (
          <>
            {state === 'rejected' ? <StepRejection step={step} id={rejectionId} /> : null}
            <BigButton
              ref={takeRef}
              variant="secondary"
              className={classes.stepButton}
              onClick={openCamera}
              disabled={!enabled}
              icon={<CameraIcon />}
            >
              {hr.photo.take}
            </BigButton>
          </>
        )}
      </div>
      {current && state !== 'done' && state !== 'waiting' && step.durationMinutes ? (
        <StepCountdown stepId={step.id} durationMinutes={step.durationMinutes} since={currentSince} />
      ) : null}
    </li>
  );
}
