import type { BoardEmployee } from '@plan-dan/contract';
import { Button, Group } from '@mantine/core';
import { useId } from 'react';
import { hrBoard as t } from '@/i18n/hr-board';
import { daySummary } from '../needs-me';
import classes from './board.module.css';

export type BoardOrder = 'needs-me' | 'list';

interface BoardToolbarProps {
  employees: readonly BoardEmployee[] | undefined;
  /** The board could not be read: the list still shows, with a calm line. */
  failed: boolean;
  order: BoardOrder;
  onOrder: (order: BoardOrder) => void;
}

/** Above the cards: the whole day in one line (tasks done, photos, messages, late, not started) and the cards' order. */
export function BoardToolbar({ employees, failed, order, onOrder }: BoardToolbarProps) {
  const orderId = useId();
  const sum = employees ? daySummary(employees) : null;
  return (
    <div className={classes.toolbar}>
      {sum ? (
        <ul className={`${classes.summary} ${classes.daySummary}`} aria-label={t.summaryLabel}>
          {sum.total > 0 ? (
            <li>
              <strong>{t.summaryDone(sum.done, sum.total)}</strong>
            </li>
          ) : (
            <li>{t.noTasksToday}</li>
          )}
          {sum.photos > 0 ? <li>{t.photos(sum.photos)}</li> : null}
          {sum.unread > 0 ? <li>{t.unread(sum.unread)}</li> : null}
          {sum.late > 0 ? <li>{t.late(sum.late)}</li> : null}
          {sum.notStarted > 0 ? <li>{t.notStarted(sum.notStarted)}</li> : null}
          {sum.needingMe === 0 ? <li>{t.summaryQuiet}</li> : null}
        </ul>
      ) : (
        <p className={classes.summary}>{failed ? t.boardFailed : null}</p>
      )}
      <div className={classes.order} role="group" aria-labelledby={orderId}>
        <span id={orderId}>{t.order}:</span>
        {/* The two choices stay together: on a narrow screen they move under the label as a pair. */}
        <Group gap={6} wrap="nowrap">
          {(['needs-me', 'list'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              h={44}
              px="sm"
              variant={order === value ? 'filled' : 'default'}
              aria-pressed={order === value}
              onClick={() => onOrder(value)}
            >
              {value === 'needs-me' ? t.needsMeFirst : t.listOrder}
            </Button>
          ))}
        </Group>
      </div>
    </div>
  );
}
