import type { CSSProperties } from 'react';
import classes from './celebration.module.css';

/** Scattered, but the same every time: no randomness in what the employee sees. */
const PIECES = Array.from({ length: 14 }, (_, index) => ({
  left: `${4 + ((index * 53) % 85)}%`,
  top: `${6 + ((index * 37) % 80)}%`,
  rotate: `${index * 47}deg`,
  delay: `${index * 90}ms`,
}));

/** A few slow, soft confetti pieces around the message; standing still for anyone who asked for less motion. */
export function Celebration({ message }: { message: string }) {
  return (
    <div className={classes.celebration}>
      <div className={classes.confetti} aria-hidden="true">
        {PIECES.map((piece, index) => (
          <span
            key={index}
            className={classes.piece}
            style={{ left: piece.left, top: piece.top, rotate: piece.rotate, animationDelay: piece.delay } as CSSProperties}
          />
        ))}
      </div>
      <p className={classes.message} role="status">
        {message}
      </p>
    </div>
  );
}
