import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { employeeKeys } from '@/features/employees/api/keys';
import { ConsentMissingNotice } from '@/features/employees/components/consent';
import { ProfileTab } from '@/features/employees/components/profile-tab';
import type { EmployeeTabProps } from '@/features/employees/tabs';
import { HelpersSection } from '@/features/helpers/components/helpers-section';

/**
 * Detalji: the profile, and below it the managers who help with the employee ('Pomagači'). On top, for the owner
 * of a person added without recorded consent, the notice that offers to record it (issue 35).
 */
export function EmployeeProfileTab({ employee }: EmployeeTabProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A helper who stopped helping reaches the employee no more: back to the list, without them.
  const left = () => {
    queryClient.setQueriesData<EmployeeTabProps['employee'][]>({ queryKey: employeeKeys.lists }, (list) => list?.filter((one) => one.id !== employee.id));
    void navigate('/');
    queryClient.removeQueries({ queryKey: employeeKeys.detail(employee.id) });
  };
  return (
    <Stack gap="lg">
      {employee.role === 'owner' && employee.consentGivenAt === null ? <ConsentMissingNotice employee={employee} /> : null}
      <ProfileTab employee={employee} />
      <HelpersSection employee={employee} onLeft={left} />
    </Stack>
  );
}
