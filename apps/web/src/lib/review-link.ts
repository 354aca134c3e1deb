import { webPaths } from '@plan-dan/contract/app-paths';

/** The search parameter that opens the employee's photo review over their Zadaci tab (the board links there; the tasks feature reads it). */
export const REVIEW_PARAM = 'pregled';

/** The employee's Zadaci tab with every waiting photo's review open: one click from the board. */
export const reviewPath = (employeeId: number) => `${webPaths.employee(employeeId, 'zadaci')}?${REVIEW_PARAM}=1`;
