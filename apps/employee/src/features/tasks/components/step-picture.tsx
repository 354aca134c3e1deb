import type { Step } from '@plan-dan/contract';
import { useState } from 'react';
import { hr } from '@/i18n/hr';
import { PictogramDrawing } from './pictogram';
import classes from './step.module.css';

type Picture = NonNullable<Step['picture']>;

/** Links to the same stored file differ only in their signature and expiry (after the '?'). */
const sameFile = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

/**
 * The manager's short video: the browser's own controls, its first frame as the poster, nothing played
 * (and so no sound) until the employee presses play. It keeps the link it opened with while the file
 * is the same: the list's links change each hour, and a new one would restart a playing video.
 */
function StepVideo({ step, picture }: { step: Step; picture: Picture }) {
  const [source, setSource] = useState(picture.downloadURL);
  if (!sameFile(source, picture.downloadURL)) setSource(picture.downloadURL);
  return (
    <video
      className={classes.picture}
      src={source}
      poster={picture.previewURL ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={hr.photo.stepVideo(step.description)}
      // The link it kept has expired: the list's fresher one (if there is one) loads it again.
      onError={() => {
        if (source !== picture.downloadURL) setSource(picture.downloadURL);
      }}
    />
  );
}

/**
 * The manager's picture (or short video) or pictogram for the step, large and above its text, for employees who
 * read little. Its name says the step, so a screen reader says what the picture, video or pictogram shows.
 */
export function StepPicture({ step }: { step: Step }) {
  if (!step.picture) {
    // A pictogram is the step's picture drawn: the same place, size and name.
    return step.pictogram ? (
      <PictogramDrawing pictogram={step.pictogram} label={hr.photo.stepPicture(step.description)} className={`${classes.picture} ${classes.pictogram}`} />
    ) : null;
  }
  // Lists saved on the phone before videos came have no kind: they are pictures.
  if (step.picture.kind === 'video') return <StepVideo step={step} picture={step.picture} />;
  return <img className={classes.picture} src={step.picture.downloadURL} alt={hr.photo.stepPicture(step.description)} />;
}
