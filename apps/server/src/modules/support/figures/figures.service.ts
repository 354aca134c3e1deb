import type { Independence, IndependenceStep, MasteryCriterion, ProgressReport, ReportTask, SupportRecordRow } from '@plan-dan/contract';
import type { RecordAccess } from '../../../platform/access-record.ts';
import type { Access, EmployeeOwnership, Principal } from '../../../platform/auth.ts';
import { notFound } from '../../../platform/errors.ts';
import type { FiguresRepository, GridCell } from './figures.repository.ts';
import type { RecordsRepository } from './records.repository.ts';
import type { ReportRepository } from './report.repository.ts';

/** Task names in Croatian alphabetical order (č after c, š after s), as Statistika orders them. */
const byName = new Intl.Collator('hr').compare;

/** The grid's cells as one row per step place, a level per run of the grid (null: not recorded or no such step). */
function gridSteps(cells: GridCell[]): IndependenceStep[] {
  const runs = [...new Map(cells.map((cell) => [cell.taskId, cell])).values()]
    .sort((a, b) => b.back - a.back)
    .map((cell) => ({ taskId: cell.taskId, date: cell.date }));
  const places = new Map<number, GridCell[]>();
  for (const cell of cells) places.set(cell.position, [...(places.get(cell.position) ?? []), cell]);
  return [...places.entries()].map(([position, placeCells]) => ({
    position,
    // Cells come oldest run first: the last is the latest run that had the step.
    description: placeCells.at(-1)!.description,
    levels: runs.map((run) => ({ ...run, level: placeCells.find((cell) => cell.taskId === run.taskId)?.level ?? null })),
    recorded: placeCells[0]!.recorded,
    needsHelp: placeCells[0]!.needsHelp,
  }));
}

/**
 * Independence over time, mastery, the progress report and the raw records: for the employee's owner and
 * helpers (anyone else 404; the employee's token is refused by the routes before it gets here).
 */
export function createFiguresService(
  figures: FiguresRepository,
  report: ReportRepository,
  rawRecords: RecordsRepository,
  employeeOwnership: EmployeeOwnership, access: Access, timeZone: string, recordAccess: RecordAccess) {
  const ensureOwnedEmployee = async (principal: Principal, employeeId: number) =>
    access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
  /** The report and the raw records are a look at the employee's figures, as Statistika is. */
  const ensureViewing = async (principal: Principal, employeeId: number) => {
    const ownership = await ensureOwnedEmployee(principal, employeeId);
    await recordAccess({ by: principal, ownership, action: 'statistics.viewed' });
  };

  async function independence(employeeId: number, taskName: string): Promise<Independence> {
    const { runs, cells, mastery, holdingBack } = await figures.independence(employeeId, taskName);
    return {
      taskName,
      runs,
      steps: gridSteps(cells),
      mostHelp: cells[0]?.mostHelp ?? null,
      mastery: { runs: mastery.runs, mastered: mastery.mastered, streak: mastery.streak, close: mastery.close, holdingBack: mastery.mastered ? [] : holdingBack },
    };
  }

  return {
    /**
     * A task name's independence over time and mastery, as sendFigures asks for it: it checks the access and
     * keeps the answer by the employee's list version (support records and criteria raise it too).
     */
    independenceOf(employeeId: number, taskName: string): { asked: string; read: () => Promise<Independence> } {
      return { asked: `independence ${taskName}`, read: () => independence(employeeId, taskName) };
    },

    async setMastery(principal: Principal, employeeId: number, taskName: string, runs: number): Promise<MasteryCriterion> {
      await ensureOwnedEmployee(principal, employeeId);
      await figures.setCriterion(employeeId, taskName, runs);
      return { name: taskName, runs };
    },

    async report(principal: Principal, employeeId: number, from: string, to: string): Promise<ProgressReport> {
      await ensureViewing(principal, employeeId);
      const [employee, dueCounts, supportCounts, mastery, hardestSteps, notes] = await Promise.all([
        report.employee(employeeId),
        report.dueCounts(employeeId, from, to),
        report.supportCounts(employeeId, from, to),
        report.masteryUntil(employeeId, to),
        report.hardestSteps(employeeId, from, to),
        report.notes(employeeId, from, to),
      ]);
      if (!employee) throw notFound('employee');
      const support = new Map(supportCounts.map((row) => [row.taskName, row]));
      const mastered = new Map(mastery.map((row) => [row.taskName, row.mastered]));
      const whole = dueCounts.find((row) => row.taskName === null)!;
      const tasks: ReportTask[] = dueCounts
        .filter((row): row is typeof row & { taskName: string } => row.taskName !== null)
        .map((row) => {
          const recorded = support.get(row.taskName);
          return {
            taskName: row.taskName,
            due: row.due,
            finished: row.finished,
            onTime: row.onTime,
            recordedRuns: recorded?.recordedRuns ?? 0,
            share: recorded?.share ?? null,
            firstShare: recorded?.firstShare ?? null,
            lastShare: recorded?.lastShare ?? null,
            trend: recorded?.trend ?? null,
            mastered: mastered.get(row.taskName) ?? false,
          };
        })
        .sort((a, b) => byName(a.taskName, b.taskName));
      return { employee, from, to, timeZone, due: whole.due, finished: whole.finished, onTime: whole.onTime, tasks, hardestSteps, notes };
    },

    async records(principal: Principal, employeeId: number, from: string, to: string): Promise<SupportRecordRow[]> {
      await ensureViewing(principal, employeeId);
      return rawRecords.records(employeeId, from, to);
    },
  };
}

export type FiguresService = ReturnType<typeof createFiguresService>;
