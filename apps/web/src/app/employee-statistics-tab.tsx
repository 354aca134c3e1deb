import type { EmployeeTabProps } from '@/features/employees/tabs';
import { StatisticsTab } from '@/features/statistics/routes/statistics-tab';
import { IndependenceSection } from '@/features/support/components/independence-section';
import { ReportLink } from '@/features/support/report/report-link';

/**
 * Statistika, with 'Samostalnost' (the job coach's support records) for the chosen task under its panel, and
 * the way to the employee's 'Izvještaj o napretku' beside its CSV.
 */
export function EmployeeStatisticsTab({ employee }: EmployeeTabProps) {
  return <StatisticsTab employee={employee} TaskSection={IndependenceSection} actions={<ReportLink employeeId={employee.id} />} />;
}
