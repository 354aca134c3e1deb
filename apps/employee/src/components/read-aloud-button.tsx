import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hr } from '@/i18n/hr';
import { canSpeak, playVoice, speak, stopReading } from '@/lib/speech';
import { SpeakerIcon } from './icons';
import classes from './read-aloud-button.module.css';

const subscribe = () => () => {};

interface ReadAloudButtonProps {
  text: string;
  describedBy?: string;
  /** The carer's recorded voice for this text: played instead of the device's speech. */
  voiceUrl?: string | null;
}

/**
 * Reads a text aloud: the carer's recorded voice when there is one, else the device's voice; pressed
 * again, it stops. Not shown where the browser can do neither.
 */
export function ReadAloudButton({ text, describedBy, voiceUrl }: ReadAloudButtonProps) {
  const available = useSyncExternalStore(subscribe, canSpeak, () => false);
  const [reading, setReading] = useState(false);
  const readingRef = useRef(false);
  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);
  // Leaving the screen (the next step, another task) ends what this button started.
  useEffect(
    () => () => {
      if (readingRef.current) stopReading();
    },
    [],
  );
  if (!available && !voiceUrl) return null;
  const read = () => {
    if (reading) {
      stopReading();
      return;
    }
    setReading(true);
    const onEnd = () => setReading(false);
    if (voiceUrl) playVoice(voiceUrl, text, onEnd);
    else speak(text, onEnd);
  };
  return (
    <button
      type="button"
      className={classes.button}
      aria-label={hr.app.readAloud}
      aria-describedby={describedBy}
      aria-pressed={reading}
      onClick={read}
    >
      <SpeakerIcon />
    </button>
  );
}
