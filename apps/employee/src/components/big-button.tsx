import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './big-button.module.css';

type Variant = 'primary' | 'secondary';

interface BigButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  icon?: ReactNode;
  /** Stretches to the full width of its container. */
  block?: boolean;
  /** For a moment that puts the focus on its answer. */
  ref?: Ref<HTMLButtonElement>;
}

/** A large, calm button: at least 48 px high, its text grows with the employee's font size. */
export function BigButton({ variant = 'primary', icon, block = false, className, children, type = 'button', ...props }: BigButtonProps) {
  return (
    <button
      type={type}
      className={[classes.button, classes[variant], block ? classes.block : '', className ?? ''].join(' ')}
      {...props}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
