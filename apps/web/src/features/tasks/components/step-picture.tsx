import type { Step } from '@plan-dan/contract';
import { ActionIcon, Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import { CloseIcon, PlayIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { notifySaved } from '@/lib/notify';
import { useRemoveStepPicture, useSetStepPicture } from '../api/step-picture';
import { STEP_MEDIA_ACCEPT, stepMediaError, stepMediaTooLarge } from '../step-media';
import { MaterialPictureChooser } from './material-picture-chooser';
import classes from './tasks.module.css';

const t = hrTasks;

/** The card's small picture: the picture's preview, or the video's poster with a play mark (a tile when it has none). */
export function StepThumbnail({ step, picture }: { step: Step; picture: NonNullable<Step['picture']> }) {
  // Answers stored before videos came have no kind: they are pictures.
  if (picture.kind !== 'video') {
    return <img className={classes.stepThumb} src={picture.previewURL ?? picture.downloadURL} alt={t.pictureOf(step.description)} />;
  }
  // Opens the video itself in a new tab, where the manager can watch it as the phone will.
  return (
    <a className={classes.stepVideoThumb} href={picture.downloadURL} target="_blank" rel="noopener noreferrer">
      {picture.previewURL ? (
        <img className={classes.stepThumb} src={picture.previewURL} alt={t.videoOf(step.description)} />
      ) : (
        <span className={classes.stepThumb} role="img" aria-label={t.videoOf(step.description)} />
      )}
      <span className={classes.stepPlayMark} aria-hidden="true">
        <PlayIcon size={14} />
      </span>
    </a>
  );
}

/**
 * The step's picture or short video for employees who read little: a thumbnail, 'Dodaj sliku ili video'
 * (the phone's file picker offers the camera too) and removing it.
 */
export function StepPicture({ step, employeeId }: { step: Step; employeeId: number }) {
  const setMutation = useSetStepPicture(employeeId);
  const removeMutation = useRemoveStepPicture(employeeId);
  const [error, setError] = useState<string | null>(null);
  const busy = setMutation.isPending || removeMutation.isPending;
  const video = step.picture?.kind === 'video';
  const choose = (file: File | null) => {
    if (!file) return;
    const refused = stepMediaTooLarge(file);
    setError(refused);
    if (refused) return;
    setMutation.mutate(
      { stepId: step.id, file },
      {
        onSuccess: (saved) => notifySaved(saved.picture?.kind === 'video' ? t.videoSaved(step.description) : t.pictureSaved(step.description)),
        onError: (e) => setError(stepMediaError(e, file)),
      },
    );
  };
  const changeLabel = step.picture ? (video ? t.changeVideo : t.changePicture) : t.addPicture;
  return (
    <>
      {step.picture ? <StepThumbnail step={step} picture={step.picture} /> : null}
      <FileButton onChange={choose} accept={STEP_MEDIA_ACCEPT}>
        {(props) => (
          // The name says which step (starting with the visible words); as a label, not text, so a cut step stays cut.
          <Button
            {...props}
            size="compact-xs"
            variant="subtle"
            loading={setMutation.isPending}
            disabled={busy}
            aria-label={`${changeLabel} ${t.pictureFor(step.description)}`}
          >
            {changeLabel}
          </Button>
        )}
      </FileButton>
      <MaterialPictureChooser step={step} employeeId={employeeId} disabled={busy} />
      {step.picture ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={video ? t.removeVideo(step.description) : t.removePicture(step.description)}
          disabled={busy}
          onClick={() =>
            removeMutation.mutate(step.id, {
              onSuccess: () => notifySaved(video ? t.videoRemoved(step.description) : t.pictureRemoved(step.description)),
              onError: () => setError(hr.app.genericError),
            })
          }
        >
          <CloseIcon size={16} />
        </ActionIcon>
      ) : null}
      {error ? (
        <span role="alert" className={classes.stepError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

