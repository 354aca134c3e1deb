import { Stack } from '@mantine/core';
import type { Employee } from '@plan-dan/contract';
import { CalendarFeedSection } from '@/features/calendar-feed/components/calendar-feed-section';
import { CalendarTab } from '@/features/tasks/calendar/calendar-tab';

/**
 * The Kalendar tab: the tasks' calendar, and below it the link that takes it to other calendar programs
 * (the owner's: the link is a credential of the employee's account, which a helper does not manage).
 */
export function EmployeeCalendarTab({ employee }: { employee: Employee }) {
  return (
    <Stack gap="lg">
      <CalendarTab employee={employee} />
      {employee.role === 'owner' ? <CalendarFeedSection employeeId={employee.id} /> : null}
    </Stack>
  );
}
