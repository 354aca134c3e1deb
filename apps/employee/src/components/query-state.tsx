import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { BigButton } from './big-button';
import { Notice } from './notice';
import classes from './query-state.module.css';

export function Loading() {
  return (
    <p className={classes.loading} role="status">
      <span className={classes.dots} aria-hidden="true" />
      {hr.app.loading}
    </p>
  );
}

/** The text for a failed request: a dropped connection is the usual cause on a phone. */
export function errorText(error: unknown): string {
  return isApiError(error) && error.code === 'network_error' ? hr.app.offline : hr.app.genericError;
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Notice>
      <p>{errorText(error)}</p>
      <BigButton variant="secondary" onClick={onRetry}>
        {hr.app.retry}
      </BigButton>
    </Notice>
  );
}
