import type { PhoneLook } from '@plan-dan/contract';
import { useLayoutEffect } from 'react';
import { useLookQuery } from './api/get-settings';
import { lookVariables } from './look';

/** Puts the look on the document root, so every screen and Mantine's dialogs share it. */
export function useApplyLook(look: PhoneLook | undefined): void {
  useLayoutEffect(() => {
    if (!look) return;
    const root = document.documentElement;
    const variables = Object.entries(lookVariables(look));
    for (const [name, value] of variables) root.style.setProperty(name, value);
    // Without them the stylesheet's defaults apply again (the start screen after logout).
    return () => variables.forEach(([name]) => root.style.removeProperty(name));
  }, [look]);
}

/** Loads the employee's look and applies it; until it arrives the last known or the default look shows. */
export function LookStyles({ employeeId }: { employeeId: number }) {
  const { data } = useLookQuery(employeeId);
  useApplyLook(data);
  return null;
}
