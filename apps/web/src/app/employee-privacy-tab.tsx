import { AccessHistory } from '@/features/privacy/components/access-history';
import type { EmployeeTabProps } from '@/features/employees/tabs';

/** Privatnost: TO BE BUILT (see /work/brief-35.md): consent, 'Preuzmi sve podatke', 'Povijest pristupa', erasure. */
export function EmployeePrivacyTab({ employee }: EmployeeTabProps) {
  return <AccessHistory employee={employee} />;
}
