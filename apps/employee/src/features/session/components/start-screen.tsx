import { useId } from 'react';
import { PhoneQrIcon } from '@/components/icons';
import { Notice } from '@/components/notice';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { wasSessionRefused } from '@/lib/session';
import { EmailLoginForm } from './email-login-form';
import classes from './start-screen.module.css';

/** Without a session: how to log in with the manager's QR code, and the e-mail login beside it. */
export function StartScreen() {
  const textId = useId();
  const refused = wasSessionRefused();
  return (
    <>
      {refused ? (
        <Notice>
          <p>{hr.start.expired}</p>
        </Notice>
      ) : null}
      <h1 className={classes.title}>{hr.start.title}</h1>
      <PhoneQrIcon className={classes.illustration} />
      <div className={classes.explain}>
        <p id={textId}>{hr.start.text}</p>
        <ReadAloudButton text={`${hr.start.title}. ${hr.start.text}`} describedBy={textId} />
      </div>
      <EmailLoginForm />
    </>
  );
}
