import { useEffect, useRef, useState } from 'react';

/**
 * Whether a task shows one step at a time: the manager's choice for the employee (followed when it changes),
 * and the reader's own for this visit ('Svi koraci', 'Jedan korak'). Only a started, open task with steps
 * can: before 'Započni' the page is as it always was. A task opened at one step begins at its title; the
 * step shown later (after 'Započni', back from every step) takes the focus.
 */
export function useOneStepChoice(focusView: boolean, canShowOneStep: boolean) {
  const [oneStep, setOneStep] = useState(focusView);
  const [chosen, setChosen] = useState(focusView);
  if (chosen !== focusView) {
    setChosen(focusView);
    setOneStep(focusView);
  }
  const focused = oneStep && canShowOneStep;
  const [takeFocus, setTakeFocus] = useState(!focused);
  return {
    focused,
    takeFocus,
    /** 'Jedan korak' is offered in the list. */
    offered: focusView && canShowOneStep && !oneStep,
    showAll: () => setOneStep(false),
    showOne: () => {
      setOneStep(true);
      setTakeFocus(true);
    },
  };
}

/**
 * For a reader of one step at a time, 'Započni zadatak' is the first thing to tap: it comes up above the bar
 * when the task opens, at large letters too, where the title and the description would push it below.
 */
export function useStartInView(when: boolean) {
  const start = useRef<HTMLDivElement>(null);
  // In the next frame: the layout's own effect (a new screen starts at its top) runs after this one.
  useEffect(() => {
    if (!when) return;
    const frame = requestAnimationFrame(() => start.current?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [when]);
  return start;
}
