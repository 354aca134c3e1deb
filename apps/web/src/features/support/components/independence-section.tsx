import { useId } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';
import { useIndependence } from '../api/get-independence';
import { MasteryMark } from './mastery-mark';
import { ShareChart } from './share-chart';
import { SupportGrid } from './support-grid';
import classes from './independence.module.css';

interface IndependenceSectionProps {
  employeeId: number;
  taskName: string;
}

/**
 * 'Samostalnost' of the task chosen on Statistika, from one request: whether it is mastered, the step that
 * needs the most help, the share of independent steps per run and each step's levels across the latest runs.
 */
export function IndependenceSection({ employeeId, taskName }: IndependenceSectionProps) {
  const headingId = useId();
  const independence = useIndependence(employeeId, taskName);
  const data = independence.data;

  let body;
  if (!data) body = independence.isError ? <LoadFailed onRetry={() => void independence.refetch()} /> : <PageLoader />;
  else if (data.runs.length === 0) body = <p className={classes.calm}>{t.noRecords}</p>;
  else {
    const most = data.steps.find((step) => step.position === data.mostHelp);
    body = (
      <div className={classes.body} data-stale={independence.isPlaceholderData || undefined}>
        <div className={classes.summary}>
          <MasteryMark key={data.taskName} employeeId={employeeId} taskName={data.taskName} mastery={data.mastery} steps={data.steps} />
          <p className={classes.mostHelp}>{most ? t.mostHelp(most.position, most.description, most.needsHelp, most.recorded) : t.noHelpNeeded}</p>
        </div>
        <ShareChart runs={data.runs} />
        <SupportGrid steps={data.steps} />
      </div>
    );
  }

  return (
    <section className={classes.card} aria-labelledby={headingId} aria-busy={independence.isPlaceholderData || undefined}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t.title}
      </h2>
      <p className={classes.note}>{t.intro(data?.taskName ?? taskName)}</p>
      {body}
    </section>
  );
}
