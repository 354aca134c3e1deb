import { useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from './marker';

/**
 * Hydrates the markup rendered at build time when the app starts at the address it was rendered for;
 * anywhere else (a deep link served the same page) it renders afresh, replacing that markup.
 */
export function startApp(container: HTMLElement, app: ReactNode): void {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates markup rendered at build time, true from the render after it (and in a
 * fresh render). What must not work before the app's script does (a form's submit button, which would
 * send the form the browser's way) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
