import type { EmployeeTabProps } from '@/features/employees/tabs';
import { StatisticsTab } from '@/features/statistics/routes/statistics-tab';
import { IndependenceSection } from '@/features/support/components/independence-section';

/** Statistika, with 'Samostalnost' (the job coach's support records) for the chosen task under its panel. */
export function EmployeeStatisticsTab({ employee }: EmployeeTabProps) {
  return <StatisticsTab employee={employee} TaskSection={IndependenceSection} />;
}
