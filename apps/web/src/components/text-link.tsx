import { Link, type LinkProps } from 'react-router';
import classes from './text-link.module.css';

/** An in-app link styled as text; Mantine's Anchor would add a chunk to the login route. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${classes.link} ${className}` : classes.link} />;
}
