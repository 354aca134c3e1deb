import '@mantine/core/styles/Checkbox.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@plan-dan/contract';
import { Checkbox, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import '@/components/modal-styles';
import { NewPasswordInput } from '@/components/password-input';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { useCreateEmployee } from '../api/create-employee';
import { employeeFieldErrors } from '../errors';
import {
  createFieldOrder,
  createFormSchema,
  emptyCreateForm,
  focusFirstInvalid,
  toCreateEmployeeRequest,
  type CreateFormValues,
} from '../schemas';
import { BirthAndGenderFields, NameFields, NoteFields } from './profile-fields';

interface AddEmployeeModalProps {
  managerId: number;
  opened: boolean;
  onClose: () => void;
  onAdded: (employee: Employee) => void;
}

/** 'Dodaj zaposlenika' in a modal; the form inside starts empty every time the modal opens. */
export function AddEmployeeModal({ managerId, opened, onClose, onAdded }: AddEmployeeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={hr.employees.add}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <AddEmployeeForm managerId={managerId} onAdded={onAdded} />
    </Modal>
  );
}

/** Every field but the three notes is required. A failed save keeps what was typed. */
function AddEmployeeForm({ managerId, onAdded }: { managerId: number; onAdded: (employee: Employee) => void }) {
  const createMutation = useCreateEmployee(managerId);
  const form = useForm<CreateFormValues>({
    resolver: zodResolver(createFormSchema),
    defaultValues: emptyCreateForm,
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  const onSubmit = (values: CreateFormValues) =>
    createMutation.mutate(toCreateEmployeeRequest(values), {
      onSuccess: onAdded,
      onError: (error) => {
        const fieldErrors = Object.entries(employeeFieldErrors(error)) as [keyof CreateFormValues, string][];
        fieldErrors.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      },
    });

  const hasFieldErrors = createMutation.isError && Object.keys(employeeFieldErrors(createMutation.error)).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit, (invalid) => focusFirstInvalid(invalid, createFieldOrder, setFocus))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <NameFields />
            <TextInput label={hr.profile.email} type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
            <NewPasswordInput error={errors.password?.message} {...register('password')} />
            <BirthAndGenderFields />
          </SimpleGrid>
          <NoteFields />
          {/* The GDPR asks the manager to hold consent for this person's data (issue 35); the server stores its date. */}
          <Checkbox label={hr.employees.consent} required error={errors.consent?.message} {...register('consent')} />
          {createMutation.isError && !hasFieldErrors ? <FormError>{hr.app.genericError}</FormError> : null}
          <PrimaryButton type="submit" fullWidth loading={createMutation.isPending}>
            {hr.employees.create}
          </PrimaryButton>
        </Stack>
      </form>
    </FormProvider>
  );
}
