import '@mantine/charts/styles.css';
import type { Employee } from '@plan-dan/contract';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { useStatistics } from '../api/get-statistics';
import { CsvDownload } from '../components/csv-download';
import { DifficultyTimes } from '../components/difficulty-times';
import { DeadlinesChart } from '../components/deadlines-chart';
import { EmptyState } from '../components/empty-state';
import { MonthChart } from '../components/month-chart';
import classes from '../components/statistics.module.css';
import { SummaryCards } from '../components/summary-cards';
import { TaskDetail } from '../components/task-detail';
import { TaskTable } from '../components/task-table';

/**
 * Statistika: what the employee finished, on time or late, and how long each task and step takes,
 * from one request (a chosen task asks for its own figures). Kept current by the page's task events.
 * `actions` go beside the CSV download (other features' ways onward, plugged in by the app).
 */
interface StatisticsTabProps {
  employee: Employee;
  /** What another feature shows of the chosen task under the table and its panel (the app shell joins them). */
  TaskSection?: ComponentType<{ employeeId: number; taskName: string }>;
  /** Other features' ways onward, beside the CSV download. */
  actions?: ReactNode;
}

export function StatisticsTab({ employee, TaskSection, actions }: StatisticsTabProps) {
  const statistics = useStatistics(employee.id);
  // Kept with its employee: moving to another employee's page starts with nothing chosen.
  const [chosen, setChosen] = useState<{ employeeId: number; taskName: string } | null>(null);
  const detailId = useId();

  if (!statistics.data) {
    if (statistics.isError) return <LoadFailed onRetry={() => void statistics.refetch()} />;
    return <PageLoader />;
  }

  const data = statistics.data;
  if (data.finished === 0) {
    return (
      <div className={classes.layout}>
        {actions ? <div className={classes.toolbar}>{actions}</div> : null}
        <EmptyState name={`${employee.name} ${employee.surname}`} />
      </div>
    );
  }
  // A chosen task whose runs were all deleted since is chosen no more.
  const chosenName =
    chosen !== null && chosen.employeeId === employee.id && data.tasks.some((task) => task.taskName === chosen.taskName) ? chosen.taskName : null;

  // On a narrow screen the chosen task shows under the table, out of sight: bring its top into view.
  const choose = (taskName: string) => {
    setChosen({ employeeId: employee.id, taskName });
    requestAnimationFrame(() => {
      const panel = document.getElementById(detailId);
      if (!panel || panel.getBoundingClientRect().top < window.innerHeight) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    });
  };

  return (
    <div className={classes.layout}>
      <CsvDownload key={employee.id} employee={employee}>
        {actions}
      </CsvDownload>
      <SummaryCards statistics={data} />
      <DifficultyTimes difficulties={data.difficulties} />
      <div className={classes.charts}>
        <MonthChart month={data.month} days={data.days} />
        <DeadlinesChart deadlines={data.deadlines} />
      </div>
      <div className={classes.tasks}>
        <TaskTable key={employee.id} tasks={data.tasks} chosen={chosenName} onChoose={choose} detailId={detailId} />
        <TaskDetail id={detailId} employeeId={employee.id} taskName={chosenName} totals={data.tasks.find((task) => task.taskName === chosenName)} />
      </div>
      {TaskSection && chosenName !== null ? <TaskSection employeeId={employee.id} taskName={chosenName} /> : null}
    </div>
  );
}
