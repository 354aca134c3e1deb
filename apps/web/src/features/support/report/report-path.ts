import { webPaths } from '@plan-dan/contract/app-paths';

/**
 * 'Izvještaj o napretku' sits in the employee page's place of a tab (/employee/7/izvjestaj), and the
 * employee route (loaded on demand) shows it. Not in app-paths: nothing opens it from outside the app, and
 * what app-paths holds ships with the login route's script, whose 110 KB budget has no byte to spare.
 */
export const REPORT_SEGMENT = 'izvjestaj';

export const reportPath = (employeeId: number) => `${webPaths.employee(employeeId)}/${REPORT_SEGMENT}`;
