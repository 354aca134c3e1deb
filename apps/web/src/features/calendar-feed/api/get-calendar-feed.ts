import { calendarFeedRoutes } from '@plan-dan/contract/constants';
import type { CalendarFeedState } from '@plan-dan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const calendarFeedKey = (employeeId: number) => ['calendar-feed', employeeId] as const;
export const calendarFeedPath = (employeeId: number) => calendarFeedRoutes.employee.replace(':employeeId', String(employeeId));

export function getCalendarFeed(employeeId: number, signal?: AbortSignal): Promise<CalendarFeedState> {
  return apiRequest<CalendarFeedState>(calendarFeedPath(employeeId), { signal });
}

/** Whether the employee has a calendar link; the link itself is never answered again. */
export function useCalendarFeed(employeeId: number) {
  return useQuery({ queryKey: calendarFeedKey(employeeId), queryFn: ({ signal }) => getCalendarFeed(employeeId, signal) });
}
