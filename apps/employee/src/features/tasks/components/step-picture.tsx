import type { Step } from '@plan-dan/contract';
import { useState } from 'react';
import { hr } from '@/i18n/hr';
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
 * The manager's picture (or short video) for the step, large and above its text, for employees who
 * read little. Its name says the step, so a screen reader says what the picture or video shows.
 */
export function StepPicture({ step }: { step: Step }) {
  if (!step.picture) return null;
  // Lists saved on the phone before videos came have no kind: they are pictures.
  if (step.picture.kind === 'video') return <StepVideo step={step} picture={step.picture} />;
  return <img className={classes.picture} src={step.picture.downloadURL} alt={hr.photo.stepPicture(step.description)} />;
}
