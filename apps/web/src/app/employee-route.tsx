import { useParams } from 'react-router';
import { EmployeePage } from '@/features/employees/routes/employee-route';
import { parseEmployeeId } from '@/features/employees/tabs';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { employeeTabContent } from './employee-tabs';

/** The employee page with the tabs the app's features provide. */
export function EmployeeRoute() {
  // One stream of task events for the whole page: moving between Zadaci and Kalendar keeps it open.
  useLiveTasks(parseEmployeeId(useParams().id));
  return <EmployeePage tabContent={employeeTabContent} />;
}
