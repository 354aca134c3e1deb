import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@plan-dan/contract';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-message';
import { NewPasswordInput } from '@/components/password-input';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { notifySaved } from '@/lib/notify';
import { personFields } from '@/lib/person-fields';
import { useSetEmailLogin } from '../api/set-email-login';
import { useSetEmployeePassword } from '../api/set-employee-password';
import { employeeFieldErrors } from '../errors';
import { fullName } from '../schemas';

const t = hrSessions.employeeLogin;

/**
 * 'Dozvoli prijavu e-mailom'. Turning it off asks first, because it logs the phone out; turning it on
 * changes nothing on the phone, so it needs no question.
 */
function EmailLoginSwitch({ employee }: { employee: Employee }) {
  const [confirmOpened, confirm] = useDisclosure(false);
  const emailLoginMutation = useSetEmailLogin();
  const allowed = employee.emailLoginAllowed;

  const change = (next: boolean) =>
    emailLoginMutation.mutate(
      { id: employee.id, allowed: next },
      {
        onSuccess: () => {
          confirm.close();
          notifySaved(next ? t.allowed : t.blocked);
        },
      },
    );

  // A failed block is told in its question, which stays open; a failed allow beside the switch.
  const failedToAllow = emailLoginMutation.isError && emailLoginMutation.variables.allowed;

  return (
    <>
      <Switch
        size="md"
        label={t.emailLogin}
        description={allowed ? t.emailLoginOn(employee.email) : t.emailLoginOff}
        checked={allowed}
        error={failedToAllow ? hr.app.genericError : undefined}
        onChange={(event) => {
          // Not disabled while saving: a disabled switch would drop the keyboard focus.
          if (emailLoginMutation.isPending) return;
          emailLoginMutation.reset();
          if (event.currentTarget.checked) change(true);
          else confirm.open();
        }}
      />
      <ConfirmDialog
        opened={confirmOpened}
        title={t.blockTitle}
        confirmLabel={t.blockConfirm}
        onConfirm={() => change(false)}
        onCancel={confirm.close}
        pending={emailLoginMutation.isPending}
        error={emailLoginMutation.isError && !failedToAllow ? hr.app.genericError : null}
      >
        {t.blockText(fullName(employee))}
      </ConfirmDialog>
    </>
  );
}

const employeePasswordSchema = z.object({ password: personFields.password });
type EmployeePasswordValues = z.input<typeof employeePasswordSchema>;

/** 'Nova lozinka za prijavu e-mailom': typing the password is the deliberate step, so no second question. */
function EmployeePasswordForm({ employeeId }: { employeeId: number }) {
  const passwordMutation = useSetEmployeePassword();
  const form = useForm<EmployeePasswordValues>({
    resolver: zodResolver(employeePasswordSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
  });

  const onSubmit = ({ password }: EmployeePasswordValues) =>
    passwordMutation.mutate(
      { id: employeeId, password },
      {
        onSuccess: () => {
          form.reset({ password: '' });
          notifySaved(t.passwordSet);
        },
        onError: (error) => {
          const message = employeeFieldErrors(error).password;
          if (message) form.setError('password', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );

  const fieldError = passwordMutation.isError && employeeFieldErrors(passwordMutation.error).password;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NewPasswordInput
            label={t.newPassword}
            description={t.newPasswordHint}
            error={form.formState.errors.password?.message}
            style={{ flex: '1 1 18rem' }}
            {...form.register('password')}
          />
          <Button type="submit" variant="default" loading={passwordMutation.isPending}>
            {t.setPassword}
          </Button>
        </Group>
        {passwordMutation.isError && !fieldError ? <FormError>{hr.app.genericError}</FormError> : null}
      </Stack>
    </form>
  );
}

/** How the employee logs in on the phone: besides the QR code, by e-mail and a password the manager sets. */
export function PhoneLoginCard({ employee }: { employee: Employee }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg" c="brand.8" id={titleId}>
            {t.title}
          </Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>
        <EmailLoginSwitch employee={employee} />
        <EmployeePasswordForm employeeId={employee.id} />
      </Stack>
    </Paper>
  );
}
