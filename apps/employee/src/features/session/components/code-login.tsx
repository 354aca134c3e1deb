import { phonePaths } from '@plan-dan/contract/app-paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BigButton } from '@/components/big-button';
import { CheckIcon } from '@/components/icons';
import { Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { exchangeCode } from '../api/exchange-code';
import classes from './code-login.module.css';

type Outcome = { state: 'pending' } | { state: 'success' } | { state: 'failed'; error: unknown };

/** Long enough to read 'Uspješna prijava!', short enough not to wait for nothing. */
const SUCCESS_PAUSE_MS = 1800;

function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 429) return hr.codeLogin.tooMany;
  if (isApiError(error) && error.code === 'network_error') return hr.app.offline;
  return hr.codeLogin.explain;
}

/** Opened from the QR link: trades the one-time code for a session and says how it went. */
export function CodeLogin({ code }: { code: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    exchangeCode(code).then(
      () => active && setOutcome({ state: 'success' }),
      (error: unknown) => active && setOutcome({ state: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [code]);

  useEffect(() => {
    headingRef.current?.focus();
    if (outcome.state !== 'success') return;
    const timer = window.setTimeout(() => void navigate(phonePaths.home, { replace: true }), SUCCESS_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate]);

  if (outcome.state === 'pending') {
    return (
      <>
        <h1 className={classes.title}>{hr.codeLogin.working}</h1>
        <Loading />
      </>
    );
  }

  if (outcome.state === 'success') {
    return (
      <div className={classes.result}>
        <span className={classes.successMark} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className={classes.title}>
          {hr.codeLogin.success}
        </h1>
        <BigButton block onClick={() => void navigate(phonePaths.home, { replace: true })}>
          {hr.codeLogin.continue}
        </BigButton>
      </div>
    );
  }

  const unknownCode = isApiError(outcome.error) && (outcome.error.status === 401 || outcome.error.status === 400);
  return (
    <div className={classes.result}>
      <h1 ref={headingRef} tabIndex={-1} className={classes.title}>
        {hr.codeLogin.failed}
      </h1>
      {unknownCode ? <p className={classes.lead}>{hr.codeLogin.noProfile}</p> : null}
      <p>{failureText(outcome.error)}</p>
      <Link to={phonePaths.login} replace className={classes.link}>
        {hr.codeLogin.toStart}
      </Link>
    </div>
  );
}
