import { DEFAULT_TIME_ZONE, isKnownTimeZone, TIME_ZONE_META_NAME, zonedParts, type ZonedParts } from '@plan-dan/contract/time-zone';

/**
 * The zone the server decides "today" and deadlines in (APP_TIMEZONE), which it writes into the page.
 * The default only where no server wrote one (the Vite dev server).
 */
export function readAppTimeZone(page: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const content = page?.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META_NAME}"]`)?.content;
  return content && isKnownTimeZone(content) ? content : DEFAULT_TIME_ZONE;
}

let zone: string | undefined;

/** The app's time zone, read once from the page. */
export function appTimeZone(): string {
  zone ??= readAppTimeZone();
  return zone;
}

/** The date (YYYY-MM-DD) and wall-clock time (HH:mm) of an instant in the app's zone. */
export function inAppZone(instant: Date | number = Date.now()): ZonedParts {
  return zonedParts(instant, appTimeZone());
}
