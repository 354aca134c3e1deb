import { hr } from '@/i18n/hr';
import { Spinner } from './spinner';

export function PageLoader() {
  return (
    <div
      role="status"
      aria-label={hr.app.loading}
      style={{ display: 'grid', placeItems: 'center', minHeight: 240, color: 'var(--mantine-primary-color-filled)' }}
    >
      <Spinner size={32} />
    </div>
  );
}
