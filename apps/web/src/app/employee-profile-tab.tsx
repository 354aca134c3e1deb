import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { employeeKeys } from '@/features/employees/api/keys';
import { ProfileTab } from '@/features/employees/components/profile-tab';
import type { EmployeeTabProps } from '@/features/employees/tabs';
import { HelpersSection } from '@/features/helpers/components/helpers-section';

/** Detalji: the profile, and below it the managers who help with the employee ('Pomagači'). */
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
      <ProfileTab employee={employee} />
      <HelpersSection employee={employee} onLeft={left} />
    </Stack>
  );
}
