import type { Employee } from '@plan-dan/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { TrashIcon } from '@/components/icons';
import { hrPrivacy } from '@/i18n/hr-privacy';
import { useDeleteEmployee } from '../api/delete-employee';
import { EraseEmployeeDialog } from './erase-employee-dialog';

/**
 * Privatnost's 'Izbriši zaposlenika i sve podatke': the list's question, then the same deletion (the server
 * erases rows and files in one go). `onErased` leaves the page, which has nothing left to show.
 */
export function EraseSection({ employee, onErased }: { employee: Employee; onErased: () => void }) {
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteEmployee();
  const cancel = () => {
    deletion.reset();
    setAsking(false);
  };
  return (
    <Group>
      <Button color="red" variant="outline" leftSection={<TrashIcon size={16} />} onClick={() => setAsking(true)}>
        {hrPrivacy.erase.button}
      </Button>
      <EraseEmployeeDialog
        employee={asking ? employee : null}
        onConfirm={() => deletion.mutate(employee.id, { onSuccess: onErased })}
        onCancel={cancel}
        pending={deletion.isPending}
        failed={deletion.isError}
      />
    </Group>
  );
}
