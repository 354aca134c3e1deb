import type { Employee } from '@plan-dan/contract';
import { ReportLink } from '@/features/support/report/report-link';
import { StatisticsTab } from '@/features/statistics/routes/statistics-tab';

/** Statistika with the way to the employee's 'Izvještaj o napretku' beside its CSV. */
export function EmployeeStatisticsTab({ employee }: { employee: Employee }) {
  return <StatisticsTab employee={employee} actions={<ReportLink employeeId={employee.id} />} />;
}
