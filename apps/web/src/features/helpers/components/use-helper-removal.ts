import type { Employee, Helper } from '@plan-dan/contract';
import { useState } from 'react';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { notifySaved } from '@/lib/notify';
import { useRemoveHelper } from '../api/remove-helper';
import { helperName } from '../helper-name';

/**
 * Ending a manager's help after a question: the owner removing a helper (toRemove), or the helper looking,
 * userId, leaving (leaving). One request does both, so either question shows its error.
 */
export function useHelperRemoval(employee: Employee, userId: number | undefined, onLeft: () => void) {
  const removeMutation = useRemoveHelper();
  const [toRemove, setToRemove] = useState<Helper | null>(null);
  const [leaving, setLeaving] = useState(false);
  const employeeName = `${employee.name} ${employee.surname}`;

  const askRemove = (helper: Helper) => {
    removeMutation.reset();
    setToRemove(helper);
  };
  const askLeave = () => {
    removeMutation.reset();
    setLeaving(true);
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    removeMutation.mutate(
      { employeeId: employee.id, managerId: toRemove.managerId },
      {
        onSuccess: () => {
          notifySaved(t.removed(helperName(toRemove)));
          setToRemove(null);
        },
      },
    );
  };

  const confirmLeave = () => {
    if (userId === undefined) return;
    removeMutation.mutate(
      { employeeId: employee.id, managerId: userId },
      {
        onSuccess: () => {
          notifySaved(t.left(employeeName));
          setLeaving(false);
          onLeft();
        },
      },
    );
  };

  const close = () => {
    removeMutation.reset();
    setToRemove(null);
    setLeaving(false);
  };

  return {
    toRemove,
    leaving,
    employeeName,
    askRemove,
    askLeave,
    confirmRemove,
    confirmLeave,
    close,
    pending: removeMutation.isPending,
    failed: removeMutation.isError,
  };
}

export type HelperRemoval = ReturnType<typeof useHelperRemoval>;
