import { Button } from '@mantine/core';
import { webPaths } from '@plan-dan/contract/app-paths';
import { Link } from 'react-router';
import { hrSupportReport as t } from '@/i18n/hr-support-report';

/** On Statistika: opens 'Izvještaj o napretku' of the employee. */
export function ReportLink({ employeeId }: { employeeId: number }) {
  return (
    <Button component={Link} to={webPaths.report(employeeId)} variant="light" mih={44}>
      {t.open}
    </Button>
  );
}
