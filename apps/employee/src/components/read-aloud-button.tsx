import { useSyncExternalStore } from 'react';
import { hr } from '@/i18n/hr';
import { canSpeak, speak } from '@/lib/speech';
import { SpeakerIcon } from './icons';
import classes from './read-aloud-button.module.css';

const subscribe = () => () => {};

/** Reads a text aloud with the device's voice; not shown where the browser cannot speak. */
export function ReadAloudButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const available = useSyncExternalStore(subscribe, canSpeak, () => false);
  if (!available) return null;
  return (
    <button
      type="button"
      className={classes.button}
      aria-label={hr.app.readAloud}
      aria-describedby={describedBy}
      onClick={() => speak(text)}
    >
      <SpeakerIcon />
    </button>
  );
}
