import type { TaskRoutine } from '@plan-dan/contract';
import { isoWeekday } from '@plan-dan/contract/routine-rules';
import { hrTasks } from '@/i18n/hr-tasks';
import { formatDate } from '@/lib/dates';

const t = hrTasks;

/** 'Ponavlja se svaki dan', 'Ponavlja se na dane: pon, sri do 31/12/2030', … (the card's repeat mark). */
export function describeRoutine(routine: Pick<TaskRoutine, 'kind' | 'weekdays' | 'startDate' | 'endDate'>): string {
  const what = {
    daily: () => t.repeatsDaily,
    weekdays: () => t.repeatsWeekdays,
    custom: () => t.repeatsOn(routine.weekdays.map((day) => t.weekdayShort[day - 1]).join(', ')),
    weekly: () => t.repeatsWeekly(t.weekdayNames[isoWeekday(routine.startDate) - 1]!),
    monthly: () => t.repeatsMonthly(Number(routine.startDate.slice(8, 10))),
  }[routine.kind]();
  return t.repeats(what, routine.endDate === null ? null : formatDate(routine.endDate));
}
