import { ConfirmDialog } from '@/components/confirm-dialog';
import { hr } from '@/i18n/hr';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { helperName } from '../helper-name';
import type { HelperRemoval } from './use-helper-removal';

/** The questions before the owner removes a helper and before a helper stops helping. */
export function HelperRemovalDialogs({ removal }: { removal: HelperRemoval }) {
  const error = removal.failed ? hr.app.genericError : null;
  return (
    <>
      <ConfirmDialog
        opened={removal.toRemove !== null}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        onConfirm={removal.confirmRemove}
        onCancel={removal.close}
        pending={removal.pending}
        error={error}
      >
        {removal.toRemove ? t.removeText(helperName(removal.toRemove)) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={removal.leaving}
        title={t.leaveTitle}
        confirmLabel={t.leave}
        onConfirm={removal.confirmLeave}
        onCancel={removal.close}
        pending={removal.pending}
        error={error}
      >
        {t.leaveText(removal.employeeName)}
      </ConfirmDialog>
    </>
  );
}
