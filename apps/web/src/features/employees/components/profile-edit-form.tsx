import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@plan-dan/contract';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { ArrowLeftIcon } from '@/components/icons';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { notifySaved } from '@/lib/notify';
import { useUpdateEmployee } from '../api/update-employee';
import { employeeFieldErrors } from '../errors';
import { focusFirstInvalid, profileFieldOrder, profileFormSchema, toProfileFormValues, toUpdateEmployeeRequest, type ProfileFormValues } from '../schemas';
import { BirthAndGenderFields, NameFields, NoteFields } from './profile-fields';

interface ProfileEditFormProps {
  employee: Employee;
  /** Back to the read view: after a save, or discarding the changes. */
  onDone: () => void;
}

export function ProfileEditForm({ employee, onDone }: ProfileEditFormProps) {
  const updateMutation = useUpdateEmployee();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(employee),
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setFocus } = form;
  // The read view the manager was in is gone; continue in the first field.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const onSubmit = (values: ProfileFormValues) =>
    updateMutation.mutate(
      { id: employee.id, changes: toUpdateEmployeeRequest(values) },
      {
        onSuccess: () => {
          notifySaved(hr.employees.saved);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = Object.entries(employeeFieldErrors(error)) as [keyof ProfileFormValues, string][];
          fieldErrors
            .filter(([field]) => field in profileFormSchema.shape)
            .forEach(([field, message], index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
        },
      },
    );

  const hasFieldErrors = updateMutation.isError && Object.keys(employeeFieldErrors(updateMutation.error)).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, (invalid) => focusFirstInvalid(invalid, profileFieldOrder, setFocus))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NameFields />
            <BirthAndGenderFields />
          </SimpleGrid>
          <NoteFields />
          {updateMutation.isError && !hasFieldErrors ? <FormError>{hr.app.genericError}</FormError> : null}
          <Group gap="sm" mt="xs">
            <Button variant="default" leftSection={<ArrowLeftIcon />} onClick={onDone}>
              {hr.employees.back}
            </Button>
            <PrimaryButton type="submit" loading={updateMutation.isPending}>
              {hr.employees.save}
            </PrimaryButton>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
