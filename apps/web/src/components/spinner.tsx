import type { CSSProperties } from 'react';
import classes from './spinner.module.css';

/** A small CSS spinner; decorative, the caller says what is loading. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={classes.spinner} style={{ '--spinner-size': `${size}px` } as CSSProperties} aria-hidden="true" />;
}
