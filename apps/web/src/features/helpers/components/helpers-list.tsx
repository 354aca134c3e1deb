import { Button, Text } from '@mantine/core';
import type { Helper } from '@plan-dan/contract';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { appTimeZone } from '@plan-dan/web-common/app-time-zone';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { formatDate } from '@/lib/dates';
import { useHelpers } from '../api/get-helpers';
import { helperName } from '../helper-name';
import classes from './helpers-section.module.css';

/** The day of the invitation in the app's zone, as the app writes dates (dd/mm/yyyy). */
const invitedOn = (since: string) => formatDate(zonedParts(Date.parse(since), appTimeZone()).date);

interface HelpersListProps {
  employeeId: number;
  /** The manager looking, marked in the list. */
  userId: number | undefined;
  /** The owner's: each helper gets a button that asks to remove them. */
  onRemove?: (helper: Helper) => void;
}

/** The employee's helpers with the day each was invited, or why there is no list. */
export function HelpersList({ employeeId, userId, onRemove }: HelpersListProps) {
  const helpers = useHelpers(employeeId);
  if (helpers.isPending) return <Spinner size={24} />;
  if (helpers.isError) return <LoadFailed onRetry={() => void helpers.refetch()} />;
  if (helpers.data.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <ul className={classes.list} aria-label={t.listLabel}>
      {helpers.data.map((helper) => (
        <li key={helper.managerId} className={classes.item}>
          <div>
            <Text fw={600}>
              {helperName(helper)} {helper.managerId === userId ? t.you : null}
            </Text>
            <Text size="sm" c="dimmed">
              {helper.username} · {t.since(invitedOn(helper.since))}
            </Text>
          </div>
          {onRemove ? (
            <Button variant="default" color="red" onClick={() => onRemove(helper)} aria-label={t.remove(helperName(helper))}>
              {t.removeConfirm}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
