import type { Employee } from '@plan-dan/contract';
import { DEFAULT_EMPLOYEE_TAB, EMPLOYEE_TABS, type EmployeeTabKey } from '@plan-dan/contract/app-paths';
import type { ComponentType } from 'react';

// The tabs and their addresses are the contract's (app-paths.ts): a notification opens the same ones.
export { DEFAULT_EMPLOYEE_TAB, EMPLOYEE_TABS, type EmployeeTabKey };

export const isEmployeeTab = (value: string): value is EmployeeTabKey => (EMPLOYEE_TABS as readonly string[]).includes(value);

/** The phone app's tab shows the QR login code, and Privatnost exports and erases: the owner's, not a helper's. */
const OWNER_ONLY_TABS: readonly EmployeeTabKey[] = ['mobilna-aplikacija', 'privatnost'];
/** The tabs the manager may open for this employee. */
export const tabsFor = (employee: Employee): readonly EmployeeTabKey[] =>
  employee.role === 'owner' ? EMPLOYEE_TABS : EMPLOYEE_TABS.filter((key) => !OWNER_ONLY_TABS.includes(key));

/** Every tab gets the loaded employee. */
export interface EmployeeTabProps {
  employee: Employee;
}

/**
 * What each tab shows. The app layer fills it in (app/employee-tabs.ts), so features that bring a tab
 * (tasks, phone app, statistics) are not imported here.
 */
export type EmployeeTabContent = Record<EmployeeTabKey, ComponentType<EmployeeTabProps>>;

/** A positive whole number from the address, or null (then nothing is fetched). */
export function parseEmployeeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
