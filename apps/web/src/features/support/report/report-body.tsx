import type { ProgressReport, ReportTask } from '@plan-dan/contract';
import { useId, type ReactNode } from 'react';
import { hrSupportReport as t } from '@/i18n/hr-support-report';
import { formatDate } from '@/lib/dates';
import classes from './progress-report.module.css';

const percents = new Intl.NumberFormat('hr', { style: 'percent', maximumFractionDigits: 0 });
const percent = (share: number) => percents.format(share);

/** A titled part of the report; its calm note instead of an empty table. */
function Part({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.partTitle}>
        {title}
      </h2>
      {empty === null ? children : <p className={classes.empty}>{empty}</p>}
    </section>
  );
}

/**
 * A body cell with its column's title, which a narrow screen shows beside the value; the value is one
 * element there, so its parts stay on one line of the label-and-value grid.
 */
const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <td data-label={label}>
    <span>{children}</span>
  </td>
);

/** The trend in words with an arrow, so it reads without colour; and the two shares it compares. */
function Trend({ task }: { task: ReportTask }) {
  if (task.trend === null || task.firstShare === null || task.lastShare === null) return <>{t.tasks.trendTooFew}</>;
  return (
    <>
      <span aria-hidden="true">{t.tasks.trendArrows[task.trend]} </span>
      {t.tasks.trendWords[task.trend]} <span className={classes.muted}>{t.tasks.trendFrom(percent(task.firstShare), percent(task.lastShare))}</span>
    </>
  );
}

function TasksPart({ tasks }: { tasks: ProgressReport['tasks'] }) {
  const c = t.tasks;
  return (
    <Part title={c.title} empty={tasks.length === 0 ? c.empty : null}>
      <p className={classes.intro}>{c.intro}</p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{c.task}</th>
            <th scope="col">{c.due}</th>
            <th scope="col">{c.finished}</th>
            <th scope="col">{c.onTime}</th>
            <th scope="col">{c.share}</th>
            <th scope="col">{c.trend}</th>
            <th scope="col">{c.mastery}</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.taskName}>
              <th scope="row">{task.taskName}</th>
              <Cell label={c.due}>{task.due}</Cell>
              <Cell label={c.finished}>{task.finished}</Cell>
              <Cell label={c.onTime}>{task.onTime}</Cell>
              <Cell label={c.share}>
                {task.share === null ? (
                  c.notRecorded
                ) : (
                  <>
                    {percent(task.share)} <span className={classes.muted}>({c.recordedRuns(task.recordedRuns)})</span>
                  </>
                )}
              </Cell>
              <Cell label={c.trend}>
                <Trend task={task} />
              </Cell>
              <Cell label={c.mastery}>{task.mastered ? c.mastered : c.notMastered}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </Part>
  );
}

function StepsPart({ steps }: { steps: ProgressReport['hardestSteps'] }) {
  const c = t.steps;
  return (
    <Part title={c.title} empty={steps.length === 0 ? c.empty : null}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{c.task}</th>
            <th scope="col">{c.step}</th>
            <th scope="col">{c.needsHelp}</th>
            <th scope="col">{c.usualLevel}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={`${step.taskName}/${step.position}`}>
              <Cell label={c.task}>{step.taskName}</Cell>
              <Cell label={c.step}>{c.stepName(step.position, step.description)}</Cell>
              <Cell label={c.needsHelp}>{c.needsHelpCount(step.needsHelp, step.recorded)}</Cell>
              <Cell label={c.usualLevel}>{t.levels[step.usualLevel]}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </Part>
  );
}

function NotesPart({ notes }: { notes: ProgressReport['notes'] }) {
  const c = t.notes;
  return (
    <Part title={c.title} empty={notes.length === 0 ? c.empty : null}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.task}</th>
            <th scope="col">{c.step}</th>
            <th scope="col">{c.level}</th>
            <th scope="col">{c.note}</th>
            <th scope="col">{c.recordedBy}</th>
          </tr>
        </thead>
        <tbody>
          {notes.map((note, index) => (
            <tr key={index}>
              <Cell label={c.date}>{formatDate(note.date)}</Cell>
              <Cell label={c.task}>{note.taskName}</Cell>
              <Cell label={c.step}>{note.step}</Cell>
              <Cell label={c.level}>{t.levels[note.level]}</Cell>
              <Cell label={c.note}>{note.note}</Cell>
              <Cell label={c.recordedBy}>{note.recordedBy?.name ?? t.deletedAccount}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </Part>
  );
}

/** Everything the report says for its period, in the order a support-plan meeting goes through it. */
export function ReportBody({ report }: { report: ProgressReport }) {
  const mastered = report.tasks.filter((task) => task.mastered);
  const s = t.summary;
  return (
    <>
      <Part title={s.title} empty={null}>
        <dl className={classes.figures}>
          <div>
            <dt>{s.due}</dt>
            <dd>{report.due}</dd>
          </div>
          <div>
            <dt>{s.finished}</dt>
            <dd>{report.finished}</dd>
          </div>
          <div>
            <dt>{s.onTime}</dt>
            <dd>{report.onTime}</dd>
          </div>
        </dl>
      </Part>
      <TasksPart tasks={report.tasks} />
      <Part title={t.mastered.title} empty={mastered.length === 0 ? t.mastered.empty : null}>
        <ul className={classes.mastered}>
          {mastered.map((task) => (
            <li key={task.taskName}>
              {task.taskName} <span className={classes.mark}>{t.tasks.mastered}</span>
            </li>
          ))}
        </ul>
      </Part>
      <StepsPart steps={report.hardestSteps} />
      <NotesPart notes={report.notes} />
    </>
  );
}
