import type { Employee } from '@plan-dan/contract';
import type { ComponentType } from 'react';

/** The employee page's tabs in order; each key is also the last part of the address (/employee/7/zadaci). */
export const EMPLOYEE_TABS = ['detalji', 'zadaci', 'kalendar', 'mobilna-aplikacija', 'statistika'] as const;
export type EmployeeTabKey = (typeof EMPLOYEE_TABS)[number];
export const DEFAULT_EMPLOYEE_TAB: EmployeeTabKey = 'detalji';

export const isEmployeeTab = (value: string): value is EmployeeTabKey => (EMPLOYEE_TABS as readonly string[]).includes(value);

/** The phone app's tab shows the QR login code: the owner's, not a helper's. */
const OWNER_ONLY_TABS: readonly EmployeeTabKey[] = ['mobilna-aplikacija'];
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

/** The address of a tab; the default tab lives at the employee's own address. */
export const employeeTabPath = (employeeId: number, tab: EmployeeTabKey) =>
  tab === DEFAULT_EMPLOYEE_TAB ? `/employee/${employeeId}` : `/employee/${employeeId}/${tab}`;

/** A positive whole number from the address, or null (then nothing is fetched). */
export function parseEmployeeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
