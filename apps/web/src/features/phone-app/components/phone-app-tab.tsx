import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import type { Employee } from '@plan-dan/contract';
import { useCallback } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { useLoginCodeSettings, usePhoneSettings } from '../api/get-phone-settings';
import { LoginCodeCard } from './login-code-card';
import { LookForm } from './look-form';
import classes from './phone-app-tab.module.css';

export type PhoneAppTabEmployee = Pick<Employee, 'id' | 'name' | 'surname'>;

/** The QR card with the settings' every answer: its own observer, so only the card follows each poll. */
function LoginCode({ employee }: { employee: PhoneAppTabEmployee }) {
  const settings = useLoginCodeSettings(employee.id);
  const { refetch } = settings;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (!settings.data) return null;
  return (
    <LoginCodeCard
      employeeId={employee.id}
      employeeName={`${employee.name} ${employee.surname}`}
      source={{
        settings: settings.data,
        fetchedAt: settings.dataUpdatedAt,
        refreshing: settings.isFetching,
        refreshFailed: settings.isError,
        refresh,
      }}
    />
  );
}

/** The employee page's 'Mobilna aplikacija' tab: the look of the employee's phone app and its QR login code. */
export function PhoneAppTab({ employee }: { employee: PhoneAppTabEmployee }) {
  const settings = usePhoneSettings(employee.id);

  if (!settings.data) {
    if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
    return <PageLoader />;
  }

  return (
    <div className={classes.layout}>
      {/* Keyed by employee: the form starts from that employee's saved look and is not reset by the polls. */}
      <LookForm key={employee.id} employeeId={employee.id} saved={settings.data} />
      <LoginCode key={`code-${employee.id}`} employee={employee} />
    </div>
  );
}
