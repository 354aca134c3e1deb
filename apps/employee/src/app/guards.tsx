import { phonePaths } from '@plan-dan/contract/app-paths';
import { Navigate } from 'react-router';
import { LookStyles } from '@/features/look/look-styles';
import { EmployeeContext } from '@/lib/employee-context';
import { useSession } from '@/lib/session';
import { AppLayout } from './layouts/app-layout';

/** The logged-in app, in the employee's look; without a session, the start screen. */
export function SessionGate() {
  const employee = useSession();
  if (!employee) return <Navigate to={phonePaths.login} replace />;
  return (
    <EmployeeContext.Provider value={employee}>
      <LookStyles employeeId={employee.id} />
      <AppLayout />
    </EmployeeContext.Provider>
  );
}
