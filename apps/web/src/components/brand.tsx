import { hr } from '@/i18n/hr';
import classes from './brand.module.css';

const markSizes = { md: 24, lg: 30, xl: 36 } as const;

/** The product name with its mark; text, not a heading, so each screen keeps a single h1. */
export function Brand({ size = 'lg' }: { size?: keyof typeof markSizes }) {
  const markSize = markSizes[size];
  return (
    <span className={classes.brand} data-size={size}>
      <svg width={markSize} height={markSize} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
        <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {hr.app.name}
    </span>
  );
}
