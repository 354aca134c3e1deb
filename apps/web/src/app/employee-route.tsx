import { EmployeePage } from '@/features/employees/routes/employee-route';
import { employeeTabContent } from './employee-tabs';

/** The employee page with the tabs the app's features provide. */
export function EmployeeRoute() {
  return <EmployeePage tabContent={employeeTabContent} />;
}
