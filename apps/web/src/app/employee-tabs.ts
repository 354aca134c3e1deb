import type { EmployeeTabContent } from '@/features/employees/tabs';
import { lazyNamed } from '@/lib/lazy';
import { EmployeeProfileTab } from './employee-profile-tab';

/**
 * What each tab of the employee page shows, keyed by the tab's address (/employee/7/zadaci).
 * A feature plugs its tab in here with a component taking `{ employee }` (EmployeeTabProps).
 * Tabs other than Detalji load on demand.
 */
export const employeeTabContent: EmployeeTabContent = {
  detalji: EmployeeProfileTab,
  zadaci: lazyNamed(() => import('./employee-tasks-tab'), 'EmployeeTasksTab'),
  kalendar: lazyNamed(() => import('./employee-calendar-tab'), 'EmployeeCalendarTab'),
  'mobilna-aplikacija': lazyNamed(() => import('@/features/phone-app/components/phone-app-tab'), 'PhoneAppTab'),
  statistika: lazyNamed(() => import('./employee-statistics-tab'), 'EmployeeStatisticsTab'),
  privatnost: lazyNamed(() => import('./employee-privacy-tab'), 'EmployeePrivacyTab'),
};
