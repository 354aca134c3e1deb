import type { Employee } from '@plan-dan/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { PlusIcon } from '@/components/icons';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { notifySaved } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useDeleteEmployee } from '../api/delete-employee';
import { useEmployees } from '../api/get-employees';
import { AddEmployeeModal } from '../components/add-employee-modal';
import { EmployeeCard } from '../components/employee-card';
import { EraseEmployeeDialog } from '../components/erase-employee-dialog';
import { LoadFailed } from '@/components/load-failed';
import { fullName } from '../schemas';
import classes from '../components/employee-list.module.css';

/** The card's number: its place in the list's own order, whatever order the cards show in. */
const numberOf = (list: readonly Employee[], employee: Employee) => list.indexOf(employee) + 1;

/**
 * What the app adds to the list (app/employees-board-route.tsx puts the day's board in): the feature
 * itself knows only employees.
 */
export interface EmployeeListExtras {
  /** Between the heading and the cards. */
  toolbar?: ReactNode;
  /** The order the cards show in; each card keeps its number from the list's own order. */
  order?: (employees: readonly Employee[]) => Employee[];
  /** Under each card's name. */
  cardDetails?: (employee: Employee) => ReactNode;
}

/** Home: 'ZAPOSLENICI', the manager's employees as numbered boxes, adding and deleting. */
export function EmployeesRoute({ toolbar, order, cardDetails }: EmployeeListExtras = {}) {
  useDocumentTitle(`${hr.nav.employees} · ${hr.app.name}`);
  const user = useSession();
  const managerId = user?.id ?? 0;
  const employees = useEmployees(managerId);
  const deleteMutation = useDeleteEmployee();
  const [addOpened, addModal] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<Employee | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const cancelDelete = () => {
    deleteMutation.reset();
    setToDelete(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMutation.mutate(toDelete.id, {
      onSuccess: () => {
        notifySaved(hr.employees.removed(fullName(toDelete)));
        setToDelete(null);
        // The box that had focus is gone; continue from the heading.
        requestAnimationFrame(() => headingRef.current?.focus());
      },
    });
  };

  const onAdded = (employee: Employee) => {
    notifySaved(hr.employees.created(fullName(employee)));
    addModal.close();
  };

  const addButton = (
    <Button leftSection={<PlusIcon size={18} />} onClick={addModal.open}>
      {hr.employees.add}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} id="employees-heading" fz={{ base: 24, sm: 28 }} c="brand.8" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {hr.employees.title}
        </Title>
        {addButton}
      </Group>

      {employees.isPending ? (
        <PageLoader />
      ) : employees.isError ? (
        <LoadFailed onRetry={() => void employees.refetch()} />
      ) : employees.data.length === 0 ? (
        <div className={classes.empty}>
          <Text c="dimmed">{hr.employees.empty}</Text>
        </div>
      ) : (
        <>
          {toolbar}
          <ol className={classes.grid} aria-labelledby="employees-heading">
            {(order ? order(employees.data) : employees.data).map((employee) => (
              <EmployeeCard key={employee.id} employee={employee} number={numberOf(employees.data, employee)} onDelete={setToDelete}>
                {cardDetails?.(employee)}
              </EmployeeCard>
            ))}
          </ol>
        </>
      )}

      <AddEmployeeModal managerId={managerId} opened={addOpened} onClose={addModal.close} onAdded={onAdded} />
      <EraseEmployeeDialog
        employee={toDelete}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        pending={deleteMutation.isPending}
        failed={deleteMutation.isError}
      />
    </Stack>
  );
}
