import { Button, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { EditIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import type { EmployeeTabProps } from '../tabs';
import { PhoneLoginCard } from './phone-login-card';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

/**
 * Detalji: the profile to read, and 'UREDI' to change it; below, how the employee logs in on the phone
 * (the e-mail shown here is that login). A helper reads the profile only: the account is the owner's.
 */
export function ProfileTab({ employee }: EmployeeTabProps) {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const backToView = () => {
    setEditing(false);
    // Keyboard users land where they started the edit.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  if (employee.role === 'helper') {
    return (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840}>
          <ProfileView employee={employee} />
          <Text mt="xl">{hr.employees.helperNote(employee.ownerName)}</Text>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840}>
        {editing ? (
          <ProfileEditForm employee={employee} onDone={backToView} />
        ) : (
          <>
            <ProfileView employee={employee} />
            <Button ref={editButtonRef} mt="xl" leftSection={<EditIcon />} onClick={() => setEditing(true)}>
              {hr.employees.edit}
            </Button>
          </>
        )}
      </Paper>
      <PhoneLoginCard employee={employee} />
    </Stack>
  );
}
