import type { Step } from '@plan-dan/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { BigButton } from '@/components/big-button';
import { CameraIcon, CheckIcon, HourglassIcon } from '@/components/icons';
import { Notice } from '@/components/notice';
import { ProgressBar } from '@/components/progress-bar';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';
import { stepState } from '@plan-dan/contract/task-rules';
import { StepPicture } from './step-picture';
import { StepRejection } from './step-rejection';
import classes from './step.module.css';

interface PhotoStepProps {
  step: Step;
  enabled: boolean;
  employeeId: number;
  taskId: number;
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
 * A step proved by a photo: take it with the camera, look at it ('Potvrdi' / 'Ponovi' / 'Odustani'),
 * send it, then wait for the manager, who approves (ticked) or asks for a new one.
 */
export function PhotoStep({ step, enabled, employeeId, taskId }: PhotoStepProps) {
  const textId = useId();
  const rejectionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
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
        <ReadAloudButton text={step.description} describedBy={textId} />
      </div>

      <input ref={inputRef} type="file" accept="image/*" capture="environment" hidden onChange={onFile} />

      <div className={classes.photoPart}>
        {picked ? (
          <>
            <img className={classes.preview} src={picked.url} alt={hr.photo.preview} />
            {upload.isPending ? (
              <ProgressBar
                value={upload.progress}
                label={hr.photo.uploadLabel}
                valueText={`${hr.photo.uploading} ${Math.round(upload.progress * 100)} %`}
              />
            ) : (
              <div className={classes.actions}>
                <BigButton onClick={confirm} icon={<CheckIcon />}>
                  {hr.photo.confirm}
                </BigButton>
                <BigButton variant="secondary" className={classes.stepButton} onClick={openCamera} icon={<CameraIcon />}>
                  {hr.photo.retake}
                </BigButton>
                <BigButton variant="secondary" className={classes.stepButton} onClick={() => setPicked(null)}>
                  {hr.photo.cancel}
                </BigButton>
              </div>
            )}
            {upload.isError ? (
              <Notice>
                <p>{uploadErrorText(upload.error)}</p>
              </Notice>
            ) : null}
          </>
        ) : state === 'waiting' ? (
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
    </li>
  );
}
