import type { Pictogram } from '@plan-dan/contract';
import { pictogramDrawingPath } from '@plan-dan/contract/pictogram-paths';
import type { CSSProperties } from 'react';
import { usePictogramLook } from '@/lib/pictogram-look';
import classes from './pictogram.module.css';

interface PictogramDrawingProps {
  pictogram: Pictogram;
  /** What a screen reader says; '' when the words it stands for are right beside it (it is then left out). */
  label: string;
  /** The size and place, the caller's. */
  className?: string;
}

/**
 * A pictogram from the library, drawn crisply at any size (SVG). In colour as an <img>; in the high-contrast
 * look as a box in the text's colour masked by the one-colour drawing (pictogram.module.css), named like the
 * picture it is. The look's address is the one the phone keeps offline (step-pictures-offline.ts).
 */
export function PictogramDrawing({ pictogram, label, className }: PictogramDrawingProps) {
  const look = usePictogramLook();
  const url = pictogramDrawingPath(pictogram.name, look);
  if (look === 'color') return <img className={className} src={url} alt={label} data-pictogram={pictogram.name} />;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={[className, classes.mask].join(' ')}
      style={{ '--pictogram-drawing': `url("${url}")` } as CSSProperties}
      data-pictogram={pictogram.name}
      {...named}
    />
  );
}
