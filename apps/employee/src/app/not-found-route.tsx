import { phonePaths } from '@plan-dan/contract/app-paths';
import { Link } from 'react-router';
import { hr } from '@/i18n/hr';
import classes from './not-found-route.module.css';

export function NotFoundRoute() {
  return (
    <>
      <h1>{hr.app.notFoundTitle}</h1>
      <Link to={phonePaths.home} className={classes.link}>
        {hr.app.backHome}
      </Link>
    </>
  );
}
