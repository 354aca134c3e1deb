import type { PictogramLook } from '@plan-dan/contract';
import { createContext, useContext } from 'react';

/**
 * How the phone draws pictograms: in colour, or (the manager's 'Piktogrami visokog kontrasta') in one colour,
 * the text's. The app shell provides it from the employee's settings; the screens that draw one only read it.
 */
export const PictogramLookContext = createContext<PictogramLook>('color');

export function usePictogramLook(): PictogramLook {
  return useContext(PictogramLookContext);
}
