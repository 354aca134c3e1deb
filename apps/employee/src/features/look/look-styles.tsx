import type { PhoneLook } from '@plan-dan/contract';
import { useLayoutEffect, useState } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { readSession, useSession } from '@/lib/session';
import { readLastLook, readStoredLook, useLookQuery } from './api/get-settings';
import { lookVariables } from './look';

/** Puts the look on the document root, so every screen and Mantine's dialogs share it. */
export function useApplyLook(look: PhoneLook | undefined): void {
  useLayoutEffect(() => {
    if (!look) return;
    const root = document.documentElement;
    const variables = Object.entries(lookVariables(look));
    for (const [name, value] of variables) root.style.setProperty(name, value);
    // Without them the stylesheet's defaults apply again (until the next screen sets its look).
    return () => variables.forEach(([name]) => root.style.removeProperty(name));
  }, [look]);
}

/**
 * Loads the employee's look and applies it; until it arrives the last known or the default look shows.
 * The server is asked once the first screen has painted (in the stored look): the start does less at once.
 */
export function LookStyles({ employeeId }: { employeeId: number }) {
  const painted = useAfterFirstPaint();
  const { data } = useLookQuery(employeeId, painted);
  useApplyLook(data);
  return null;
}

function LastLookStyles() {
  const [look] = useState(readLastLook);
  useApplyLook(look);
  return null;
}

/**
 * The screens before login: the look of the last person on this phone, and as soon as a login
 * succeeds (the QR code's 'Uspješna prijava!') the look of the one who just logged in.
 */
export function GuestLookStyles() {
  const session = useSession();
  return session ? <LookStyles employeeId={session.id} /> : <LastLookStyles />;
}

/** The look last stored for whoever is logged in, read without the server: the error screen's. */
export function StoredLookStyles() {
  const employee = readSession();
  useApplyLook(employee ? readStoredLook(employee.id) : undefined);
  return null;
}
