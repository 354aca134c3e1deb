import { Link } from 'react-router';
import { webPaths } from '@plan-dan/contract/app-paths';
import { FormError } from '@/components/form-message';
import { primaryButtonClass } from '@/components/primary-button';
import { TextLink } from '@/components/text-link';
import { hrPasswordReset } from '@/i18n/hr-password-reset';
import classes from './password-reset.module.css';

const t = hrPasswordReset.newPassword;

/** A link that no longer works (used, expired, replaced, or none at all): the way to a new one. */
export function InvalidResetLink() {
  return (
    <div className={classes.stack}>
      <FormError>{t.invalidLink}</FormError>
      <Link to={webPaths.forgotPassword} className={primaryButtonClass} data-full-width>
        {t.requestNew}
      </Link>
      <p className={classes.footer}>
        <TextLink to="/login">{t.backToLogin}</TextLink>
      </p>
    </div>
  );
}
