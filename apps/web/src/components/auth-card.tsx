import type { ReactNode, Ref } from 'react';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
  /** Lets a screen move focus to its heading when it replaces another one. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The card of the logged-out screens: the screen's h1, an optional line under it, then the content.
 * Plain elements styled with the theme's variables: it is on the login route, which has a size budget.
 */
export function AuthCard({ title, subtitle, children, width = 440, titleRef }: AuthCardProps) {
  return (
    <section className={classes.card} style={{ maxWidth: width }}>
      <header className={classes.header}>
        <h1 className={classes.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </section>
  );
}
