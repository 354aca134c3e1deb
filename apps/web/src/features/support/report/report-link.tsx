import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { hrSupportReport as t } from '@/i18n/hr-support-report';
import { reportPath } from './report-path';

/** On Statistika: opens 'Izvještaj o napretku' of the employee. */
export function ReportLink({ employeeId }: { employeeId: number }) {
  return (
    <Button component={Link} to={reportPath(employeeId)} variant="light" mih={44}>
      {t.open}
    </Button>
  );
}
