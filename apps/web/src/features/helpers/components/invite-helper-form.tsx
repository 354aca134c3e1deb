import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { notifySaved } from '@/lib/notify';
import { useInviteHelper } from '../api/invite-helper';
import { helperName } from '../helper-name';
import { inviteError } from '../invite-error';
import classes from './helpers-section.module.css';

/** The owner invites a manager to help, by username or e-mail; a refusal is said under the field. */
export function InviteHelperForm({ employeeId }: { employeeId: number }) {
  const inviteMutation = useInviteHelper();
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = login.trim();
    if (!value) {
      setLoginError(t.loginRequired);
      return;
    }
    setLoginError(null);
    inviteMutation.mutate(
      { employeeId, login: value },
      {
        onSuccess: (helper) => {
          setLogin('');
          notifySaved(t.invited(helperName(helper)));
        },
        onError: (error) => setLoginError(inviteError(error)),
      },
    );
  };

  return (
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
  );
}
