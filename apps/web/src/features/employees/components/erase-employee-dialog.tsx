import type { Employee } from '@plan-dan/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { hr } from '@/i18n/hr';
import { fullName } from '../schemas';

interface EraseEmployeeDialogProps {
  /** The employee to erase; null while closed. */
  employee: Employee | null;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  failed: boolean;
}

/**
 * 'Trajno izbrisati sve podatke?': the one question before an employee is erased, from the list's menu and from
 * Privatnost alike, so both say the same thing about what goes (issue 35) and point to the export first.
 */
export function EraseEmployeeDialog({ employee, onConfirm, onCancel, pending, failed }: EraseEmployeeDialogProps) {
  return (
    <ConfirmDialog
      opened={employee !== null}
      title={hr.employees.removeTitle}
      confirmLabel={hr.employees.removeConfirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      error={failed ? hr.app.genericError : null}
    >
      {employee ? hr.employees.removeText(fullName(employee)) : null}
    </ConfirmDialog>
  );
}
