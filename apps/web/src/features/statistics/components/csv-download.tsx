import { Button } from '@mantine/core';
import type { Employee } from '@plan-dan/contract';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { useCsvDownload } from '../api/get-finished-tasks';
import classes from './statistics.module.css';

/** 'Preuzmi CSV': every finished task with its figures, for a spreadsheet. */
export function CsvDownload({ employee }: { employee: Pick<Employee, 'id' | 'name' | 'surname'> }) {
  const download = useCsvDownload(employee);
  return (
    <div className={classes.toolbar}>
      {download.isError ? (
        <p className={classes.error} role="alert">
          {t.downloadFailed}
        </p>
      ) : null}
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
        {t.download}
      </Button>
    </div>
  );
}
