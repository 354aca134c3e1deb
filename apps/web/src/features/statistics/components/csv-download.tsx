import { Button } from '@mantine/core';
import type { Employee } from '@plan-dan/contract';
import type { ReactNode } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { useCsvDownload } from '../api/get-finished-tasks';
import classes from './statistics.module.css';

/** 'Preuzmi CSV': every finished task with its figures, for a spreadsheet; `children` go before it. */
export function CsvDownload({ employee, children }: { employee: Pick<Employee, 'id' | 'name' | 'surname'>; children?: ReactNode }) {
  const download = useCsvDownload(employee);
  return (
    <div className={classes.toolbar}>
      {download.isError ? (
        <p className={classes.error} role="alert">
          {t.downloadFailed}
        </p>
      ) : null}
      {children}
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
        {t.download}
      </Button>
    </div>
  );
}
