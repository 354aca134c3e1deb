import type { CSSProperties } from 'react';
import classes from './celebration.module.css';

/**
 * Scattered, but the same every time: no randomness in what the employee sees. Along the sides and the
 * top, where they frame the words rather than sit under them.
 */
const PIECES = Array.from({ length: 10 }, (_, index) => ({
  left: `${index % 2 === 0 ? 3 + ((index * 7) % 14) : 76 + ((index * 5) % 12)}%`,
  top: `${4 + ((index * 37) % 86)}%`,
  rotate: `${index * 47}deg`,
  delay: `${index * 80}ms`,
}));

/**
 * A few slow confetti pieces, standing still for anyone who asked for less motion. Filled with the
 * look's own colours and outlined in its text colour, which the look keeps readable on the background:
 * so each piece stands out whatever colours the manager chose.
 */
export function Confetti() {
  return (
    <div className={classes.confetti} aria-hidden="true" data-confetti="">
      {PIECES.map((piece, index) => (
        <span
          key={index}
          className={classes.piece}
          style={{ left: piece.left, top: piece.top, rotate: piece.rotate, animationDelay: piece.delay } as CSSProperties}
        />
      ))}
    </div>
  );
}

/** The message of a finished day (or task), with the confetti around it. */
export function Celebration({ message }: { message: string }) {
  return (
    <div className={classes.celebration}>
      <Confetti />
      <p className={classes.message} role="status">
        {message}
      </p>
    </div>
  );
}
