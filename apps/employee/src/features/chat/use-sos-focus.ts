import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ChatRouteState } from './chat';

/** The help button wrote the call: 'Pošalji' takes the focus, so one more tap sends it. */
export function useSosFocus(sendButtonId: string): void {
  const location = useLocation();
  const sosRequested = (location.state as ChatRouteState | null)?.sos === true;
  useEffect(() => {
    if (!sosRequested) return;
    const button = document.getElementById(sendButtonId);
    button?.focus({ preventScroll: true });
    button?.scrollIntoView({ block: 'center' });
  }, [sosRequested, location.key, sendButtonId]);
}
