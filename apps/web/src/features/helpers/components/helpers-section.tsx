import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Employee, Helper } from '@plan-dan/contract';
import { zonedParts } from '@plan-dan/contract/time-zone';
import { appTimeZone } from '@plan-dan/web-common/app-time-zone';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import { hr } from '@/i18n/hr';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { formatDate } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useHelpers } from '../api/get-helpers';
import { useInviteHelper } from '../api/invite-helper';
import { useRemoveHelper } from '../api/remove-helper';
import { inviteError } from '../invite-error';
import classes from './helpers-section.module.css';

const helperName = (helper: Helper) => `${helper.name} ${helper.surname}`;
/** The day of the invitation in the app's zone, as the app writes dates (dd/mm/yyyy). */
const invitedOn = (since: string) => formatDate(zonedParts(Date.parse(since), appTimeZone()).date);

interface HelpersSectionProps {
  employee: Employee;
  /** The caller stopped helping: the app leaves the employee's page. */
  onLeft: () => void;
}

/**
 * 'Pomagači' on the Detalji tab. The owner sees the helpers, invites one by username or e-mail and
 * removes one (asking first); a helper sees who helps and may stop helping.
 */
export function HelpersSection({ employee, onLeft }: HelpersSectionProps) {
  const titleId = useId();
  const user = useSession();
  const isOwner = employee.role === 'owner';
  const helpers = useHelpers(employee.id);
  const inviteMutation = useInviteHelper();
  const removeMutation = useRemoveHelper();
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<Helper | null>(null);
  const [leaving, setLeaving] = useState(false);
  const employeeName = `${employee.name} ${employee.surname}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = login.trim();
    if (!value) {
      setLoginError(t.loginRequired);
      return;
    }
    setLoginError(null);
    inviteMutation.mutate(
      { employeeId: employee.id, login: value },
      {
        onSuccess: (helper) => {
          setLogin('');
          notifySaved(t.invited(helperName(helper)));
        },
        onError: (error) => setLoginError(inviteError(error)),
      },
    );
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
    if (!user) return;
    removeMutation.mutate(
      { employeeId: employee.id, managerId: user.id },
      {
        onSuccess: () => {
          notifySaved(t.left(employeeName));
          setLeaving(false);
          onLeft();
        },
      },
    );
  };

  const closeDialog = () => {
    removeMutation.reset();
    setToRemove(null);
    setLeaving(false);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="brand.8" id={titleId}>
          {t.title}
        </Title>
        {isOwner ? <Text>{t.intro}</Text> : null}

        {helpers.isPending ? (
          <Spinner size={24} />
        ) : helpers.isError ? (
          <LoadFailed onRetry={() => void helpers.refetch()} />
        ) : helpers.data.length === 0 ? (
          <Text c="dimmed">{t.none}</Text>
        ) : (
          <ul className={classes.list} aria-label={t.listLabel}>
            {helpers.data.map((helper) => (
              <li key={helper.managerId} className={classes.item}>
                <div>
                  <Text fw={600}>
                    {helperName(helper)} {helper.managerId === user?.id ? t.you : null}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {helper.username} · {t.since(invitedOn(helper.since))}
                  </Text>
                </div>
                {isOwner ? (
                  <Button
                    variant="default"
                    color="red"
                    onClick={() => {
                      removeMutation.reset();
                      setToRemove(helper);
                    }}
                    aria-label={t.remove(helperName(helper))}
                  >
                    {t.removeConfirm}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}

        {isOwner ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                className={classes.login}
                label={t.login}
                description={t.loginHint}
                value={login}
                onChange={(event) => setLogin(event.currentTarget.value)}
                error={loginError}
                autoComplete="off"
                maxLength={254}
              />
              <Button type="submit" loading={inviteMutation.isPending} className={classes.invite}>
                {t.invite}
              </Button>
            </Group>
          </form>
        ) : (
          <Group>
            <Button
              variant="default"
              color="red"
              onClick={() => {
                removeMutation.reset();
                setLeaving(true);
              }}
            >
              {t.leave}
            </Button>
          </Group>
        )}
      </Stack>

      <ConfirmDialog
        opened={toRemove !== null}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        onConfirm={confirmRemove}
        onCancel={closeDialog}
        pending={removeMutation.isPending}
        error={removeMutation.isError ? hr.app.genericError : null}
      >
        {toRemove ? t.removeText(helperName(toRemove)) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={leaving}
        title={t.leaveTitle}
        confirmLabel={t.leave}
        onConfirm={confirmLeave}
        onCancel={closeDialog}
        pending={removeMutation.isPending}
        error={removeMutation.isError ? hr.app.genericError : null}
      >
        {t.leaveText(employeeName)}
      </ConfirmDialog>
    </Paper>
  );
}
