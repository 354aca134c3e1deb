import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { webPaths } from '@plan-dan/contract/app-paths';
import type { PeriodQuery } from '@plan-dan/contract';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { TextLink } from '@/components/text-link';
import { hr } from '@/i18n/hr';
import { hrSupportReport as t } from '@/i18n/hr-support-report';
import { isApiError } from '@/lib/api-client';
import { formatDate, todayIso } from '@/lib/dates';
import { useProgressReport } from '../api/get-progress-report';
import { PERIOD_PARAMS, periodFromParams } from './period';
import { PeriodForm } from './period-form';
import { RecordsDownload } from './records-download';
import { ReportBody } from './report-body';
import classes from './progress-report.module.css';

const parseId = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * 'Izvještaj o napretku': one employee and a period, for the support-plan meeting. Printed (or saved as a
 * PDF) from the browser: the print stylesheet lays it out for A4 and leaves out the app around it.
 */
export function ProgressReportRoute() {
  const employeeId = parseId(useParams().id);
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params, todayIso());
  const report = useProgressReport(employeeId, period);
  const name = report.data?.employee.name;
  useDocumentTitle(name ? `${t.title} · ${name} · ${hr.app.name}` : `${t.title} · ${hr.app.name}`);

  const choose = (chosen: PeriodQuery) => setParams({ [PERIOD_PARAMS.from]: chosen.from, [PERIOD_PARAMS.to]: chosen.to }, { replace: true });

  if (employeeId === null || (isApiError(report.error) && report.error.status === 404)) {
    return (
      <section className={classes.page}>
        <h1 className={classes.title}>{hr.employees.notFound}</h1>
        <p>{hr.employees.notFoundText}</p>
        <TextLink to="/">{hr.employees.toList}</TextLink>
      </section>
    );
  }

  return (
    <article className={classes.page} aria-labelledby="progress-report-title">
      <TextLink to={webPaths.employee(employeeId, 'statistika')} className={classes.screenOnly}>
        {t.back}
      </TextLink>
      <header className={classes.header}>
        <h1 id="progress-report-title" className={classes.title}>
          {t.title}
        </h1>
        {name ? <p className={classes.name}>{name}</p> : null}
        <p className={classes.period}>{t.period(formatDate(period.from), formatDate(period.to))}</p>
      </header>
      {/* Keyed by the period: a period chosen by the address (back button) fills the form anew. */}
      <PeriodForm key={`${period.from}/${period.to}`} period={period} onChange={choose} />
      {report.data ? (
        <>
          <div className={`${classes.toolbar} ${classes.screenOnly}`}>
            <Button onClick={() => window.print()}>{t.print}</Button>
            <RecordsDownload employee={report.data.employee} period={period} />
          </div>
          <ReportBody report={report.data} />
        </>
      ) : report.isError ? (
        <LoadFailed onRetry={() => void report.refetch()} />
      ) : (
        <PageLoader />
      )}
    </article>
  );
}
