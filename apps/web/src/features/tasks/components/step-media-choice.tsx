import { ActionIcon, Button, FileButton, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons';
import { hrTaskMedia as m } from '@/i18n/hr-task-media';
import { isVideoFile, STEP_MEDIA_ACCEPT } from '../step-media';
import classes from './tasks.module.css';

interface StepMediaChoiceProps {
  file: File | undefined;
  /** Which step the file is for, ending the controls' names: 'za podzadatak 2', 'za novi podzadatak'. */
  forStep: string;
  /** Why the last file picked was refused before sending. */
  error: string | null | undefined;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** Shown beside 'Slika ili video': 'Piktogram', the other way to give the step a picture. */
  beside?: ReactNode;
}

/**
 * A picture or video chosen for a step that is not saved yet (the task form's steps, the card's new step):
 * 'Slika ili video' (the phone's file picker offers the camera too), the chosen file as a small picture
 * (a video by its name) with a way to take it back before saving, or why it was refused.
 */
export function StepMediaChoice({ file, forStep, error, onChoose, onRemove, disabled, beside }: StepMediaChoiceProps) {
  // Emptied after each choice, so the same file picked again (after taking it back or saving) is seen.
  const resetRef = useRef<() => void>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const url = useMemo(() => (file && !isVideoFile(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <div className={classes.stepMediaLine}>
      {url ? <img className={classes.stepThumb} src={url} alt={m.chosenPicture(forStep)} /> : null}
      {file && !url ? (
        <Text size="sm" className={classes.stepMediaName}>
          {m.chosenVideo(forStep, file.name)}
        </Text>
      ) : null}
      <FileButton
        resetRef={resetRef}
        onChange={(chosen) => {
          onChoose(chosen);
          resetRef.current?.();
        }}
        accept={STEP_MEDIA_ACCEPT}
        disabled={disabled}
      >
        {(props) => (
          <Button {...props} ref={buttonRef} size="compact-sm" variant="subtle" disabled={disabled} aria-label={`${file ? m.changeMedia : m.addMedia} ${forStep}`}>
            {file ? m.changeMedia : m.addMedia}
          </Button>
        )}
      </FileButton>
      {file ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={m.removeChosenMedia(forStep)}
          disabled={disabled}
          onClick={() => {
            onRemove();
            // The button that took it back is gone; the keyboard goes on from the file button.
            buttonRef.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </ActionIcon>
      ) : null}
      {beside}
      {error ? (
        <Text role="alert" c="red.8" size="sm">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
