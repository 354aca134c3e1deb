import { Button } from '@mantine/core';
import type { PeriodQuery } from '@plan-dan/contract';
import { hrSupportReport as t } from '@/i18n/hr-support-report';
import { useRecordsDownload } from '../api/get-support-records';
import classes from './progress-report.module.css';

/** 'Preuzmi zapise podrške (CSV)': every record of the report's period, the replaced ones too. */
export function RecordsDownload({ employee, period }: { employee: { id: number; name: string }; period: PeriodQuery }) {
  const download = useRecordsDownload(employee, period);
  return (
    <>
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
        {t.csv.download}
      </Button>
      {download.isError ? (
        <p className={classes.error} role="alert">
          {t.csv.failed}
        </p>
      ) : null}
    </>
  );
}
