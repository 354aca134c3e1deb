import type { CalendarFeedState } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedKey, calendarFeedPath } from './get-calendar-feed';

export function removeCalendarFeedLink(employeeId: number): Promise<void> {
  return apiRequest<void>(calendarFeedPath(employeeId), { method: 'DELETE' });
}

export function useRemoveCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarFeedLink,
    onSuccess: (_nothing, employeeId) => queryClient.setQueryData<CalendarFeedState>(calendarFeedKey(employeeId), { exists: false, createdAt: null }),
  });
}
