import type { ButtonHTMLAttributes } from 'react';
import classes from './primary-button.module.css';
import { Spinner } from './spinner';

interface PrimaryButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  fullWidth?: boolean;
}

/**
 * The main action of a form. A plain button in the theme's colours: Mantine's Button brings its
 * transition and loader code (about 3 KB gzipped) into the login route, which has a size budget.
 */
export function PrimaryButton({ loading = false, fullWidth = false, className, children, onClick, ...props }: PrimaryButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      // Stays focusable while busy (unlike disabled), but a second submit is ignored.
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <Spinner size={18} /> : null}
      {children}
    </button>
  );
}

export const primaryButtonClass = classes.button;
