import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@plan-dan/contract';
import { useId } from 'react';
import { hrHelpers as t } from '@/i18n/hr-helpers';
import { useSession } from '@/lib/session';
import { HelperRemovalDialogs } from './helper-removal-dialogs';
import { HelpersList } from './helpers-list';
import { InviteHelperForm } from './invite-helper-form';
import { useHelperRemoval } from './use-helper-removal';

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
  const removal = useHelperRemoval(employee, user?.id, onLeft);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="brand.8" id={titleId}>
          {t.title}
        </Title>
        {isOwner ? <Text>{t.intro}</Text> : null}
        <HelpersList employeeId={employee.id} userId={user?.id} onRemove={isOwner ? removal.askRemove : undefined} />
        {isOwner ? (
          <InviteHelperForm employeeId={employee.id} />
        ) : (
          <Group>
            <Button variant="default" color="red" onClick={removal.askLeave}>
              {t.leave}
            </Button>
          </Group>
        )}
      </Stack>
      <HelperRemovalDialogs removal={removal} />
    </Paper>
  );
}
