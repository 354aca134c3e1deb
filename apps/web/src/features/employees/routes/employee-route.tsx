import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { webPaths } from '@plan-dan/contract/app-paths';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { useEmployee } from '../api/get-employee';
import { EmployeeNotFound } from '../components/employee-not-found';
import { fullName } from '../schemas';
import {
  DEFAULT_EMPLOYEE_TAB,
  EMPLOYEE_TABS,
  isEmployeeTab,
  parseEmployeeId,
  tabsFor,
  type EmployeeTabContent,
  type EmployeeTabKey,
} from '../tabs';

/**
 * /employee/:id/:tab? — the employee's name, then the tabs. The tab is part of the address, so a reload
 * or the back button keeps it; what each tab shows comes from `tabContent`.
 */
export function EmployeePage({ tabContent }: { tabContent: EmployeeTabContent }) {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseEmployeeId(params.id);
  const employee = useEmployee(id);
  const name = employee.data ? fullName(employee.data) : '';
  useDocumentTitle(name ? `${name} · ${hr.app.name}` : hr.app.name);

  if (id === null || (isApiError(employee.error) && employee.error.status === 404)) return <EmployeeNotFound />;
  if (params.tab !== undefined && !isEmployeeTab(params.tab)) return <Navigate to={webPaths.employee(id, DEFAULT_EMPLOYEE_TAB)} replace />;
  if (employee.isError && !employee.data) return <LoadFailed onRetry={() => void employee.refetch()} />;
  if (!employee.data) return <PageLoader />;

  const loaded = employee.data;
  const tabs = tabsFor(loaded);
  if (params.tab !== undefined && !(tabs as readonly string[]).includes(params.tab)) return <Navigate to={webPaths.employee(id, DEFAULT_EMPLOYEE_TAB)} replace />;
  const activeTab: EmployeeTabKey = params.tab ?? DEFAULT_EMPLOYEE_TAB;

  return (
    <Stack gap="lg" maw={1320}>
      <Title order={1} fz={28} c="brand.8">
        {name}
      </Title>
      <Tabs
        value={activeTab}
        onChange={(value) => {
          if (value && isEmployeeTab(value)) void navigate(webPaths.employee(loaded.id, value));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={hr.employees.tabs}>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key} fw={500} fz="md">
              {hr.employees.tabNames[EMPLOYEE_TABS.indexOf(key)]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((key) => {
          const Content = tabContent[key];
          return (
            <Tabs.Panel key={key} value={key} pt="lg">
              <Suspense fallback={<PageLoader />}>
                <Content employee={loaded} />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
