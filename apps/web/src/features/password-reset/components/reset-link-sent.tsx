import { Link } from 'react-router';
import { FormNotice } from '@/components/form-message';
import { primaryButtonClass } from '@/components/primary-button';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import classes from './password-reset.module.css';

const t = hrPasswordReset.forgot;

/** After the request: the same calm words whether or not the name belongs to an account. */
export function ResetLinkSent() {
  return (
    <div className={classes.stack}>
      <FormNotice>{t.sent}</FormNotice>
      <p className={classes.note}>{t.checkSpam}</p>
      <Link to="/login" className={primaryButtonClass} data-full-width>
        {t.backToLogin}
      </Link>
    </div>
  );
}
