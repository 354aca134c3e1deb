import type { CalendarFeedLink, CalendarFeedState } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedKey, calendarFeedPath } from './get-calendar-feed';

/** A new link; the employee's previous one stops working. Its answer is the only time the link is seen. */
export function createCalendarFeedLink(employeeId: number): Promise<CalendarFeedLink> {
  return apiRequest<CalendarFeedLink>(calendarFeedPath(employeeId), { method: 'POST' });
}

export function useCreateCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeedLink,
    onSuccess: (link, employeeId) =>
      queryClient.setQueryData<CalendarFeedState>(calendarFeedKey(employeeId), { exists: true, createdAt: link.createdAt }),
  });
}
