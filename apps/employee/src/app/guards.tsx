import { phonePaths } from '@plan-dan/contract/app-paths';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePictogramLookSetting } from '@/features/look/api/get-settings';
import { LookStyles } from '@/features/look/look-styles';
import { EmployeeContext } from '@/lib/employee-context';
import { PictogramLookContext } from '@/lib/pictogram-look';
import { useSession } from '@/lib/session';
import { AppLayout } from './layouts/app-layout';

/** The employee's way of drawing pictograms, for every screen that shows one (a task's, a step's). */
function PictogramLook({ employeeId, children }: { employeeId: number; children: ReactNode }) {
  return <PictogramLookContext.Provider value={usePictogramLookSetting(employeeId)}>{children}</PictogramLookContext.Provider>;
}

/** The logged-in app, in the employee's look; without a session, the start screen. */
export function SessionGate() {
  const employee = useSession();
  if (!employee) return <Navigate to={phonePaths.login} replace />;
  return (
    <EmployeeContext.Provider value={employee}>
      <LookStyles employeeId={employee.id} />
      <PictogramLook employeeId={employee.id}>
        <AppLayout />
      </PictogramLook>
    </EmployeeContext.Provider>
  );
}
