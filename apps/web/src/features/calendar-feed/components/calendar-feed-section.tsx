import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { appTimeZone } from '@plan-dan/web-common/app-time-zone';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError, FormNotice } from '@/components/form-message';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import { hr } from '@/i18n/hr';
import { hrCalendarFeed as t } from '@/i18n/hr-calendar-feed';
import { notifySaved } from '@/lib/notify';
import { useCreateCalendarFeedLink } from '../api/create-calendar-feed-link';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRemoveCalendarFeedLink } from '../api/remove-calendar-feed-link';
import { createdOn } from '../created-on';
import classes from './calendar-feed-section.module.css';

type CopyState = 'copied' | 'failed' | null;

/**
 * 'Kalendar u drugim aplikacijama': a secret link calendar programs subscribe to. The server keeps only
 * its hash, so the link is shown once, right after it is made (it stays while this screen is open).
 */
export function CalendarFeedSection({ employeeId }: { employeeId: number }) {
  const titleId = useId();
  const feed = useCalendarFeed(employeeId);
  const createMutation = useCreateCalendarFeedLink();
  const removeMutation = useRemoveCalendarFeedLink();
  const [renewOpened, renewDialog] = useDisclosure(false);
  const [removeOpened, removeDialog] = useDisclosure(false);
  const [shownLink, setShownLink] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>(null);

  const create = (onDone?: () => void) =>
    createMutation.mutate(employeeId, {
      onSuccess: (link) => {
        setShownLink(link.url);
        setCopy(null);
        onDone?.();
      },
    });

  const remove = () =>
    removeMutation.mutate(employeeId, {
      onSuccess: () => {
        setShownLink(null);
        removeDialog.close();
        notifySaved(t.removed);
      },
    });

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link stays selectable beside it.
      setCopy('failed');
    }
  };

  const open = (dialog: { open: () => void }, mutation: { reset: () => void }) => {
    mutation.reset();
    dialog.open();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" c="brand.8" id={titleId}>
          {t.title}
        </Title>
        <Text>{t.intro}</Text>
        <Text size="sm" c="dimmed">
          {t.privacy}
        </Text>

        {feed.isPending ? (
          <Spinner size={24} />
        ) : feed.isError ? (
          <LoadFailed onRetry={() => void feed.refetch()} />
        ) : (
          <>
            {shownLink ? (
              <Stack gap="sm">
                <TextInput
                  label={t.linkLabel}
                  value={shownLink}
                  readOnly
                  classNames={{ input: classes.link }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Text fw={500}>{t.shownOnce}</Text>
                <Group>
                  <Button onClick={() => void copyLink(shownLink)}>{t.copy}</Button>
                </Group>
                {copy === 'copied' ? <FormNotice>{t.copied}</FormNotice> : null}
                {copy === 'failed' ? <FormError>{t.copyFailed}</FormError> : null}
              </Stack>
            ) : feed.data.exists ? (
              <Text>{t.exists(createdOn(feed.data.createdAt ?? '', appTimeZone()))}</Text>
            ) : (
              <Text>{t.none}</Text>
            )}

            <Group gap="sm">
              {feed.data.exists ? (
                <>
                  <Button variant="default" onClick={() => open(renewDialog, createMutation)}>
                    {t.renew}
                  </Button>
                  <Button variant="default" color="red" onClick={() => open(removeDialog, removeMutation)}>
                    {t.remove}
                  </Button>
                </>
              ) : (
                <Button onClick={() => create()} loading={createMutation.isPending}>
                  {t.create}
                </Button>
              )}
            </Group>
            {createMutation.isError && !renewOpened ? <FormError>{t.createFailed}</FormError> : null}
          </>
        )}
      </Stack>

      <ConfirmDialog
        opened={renewOpened}
        title={t.renewTitle}
        confirmLabel={t.renewConfirm}
        onConfirm={() => create(renewDialog.close)}
        onCancel={renewDialog.close}
        pending={createMutation.isPending}
        error={createMutation.isError ? hr.app.genericError : null}
      >
        {t.renewText}
      </ConfirmDialog>
      <ConfirmDialog
        opened={removeOpened}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        onConfirm={remove}
        onCancel={removeDialog.close}
        pending={removeMutation.isPending}
        error={removeMutation.isError ? hr.app.genericError : null}
      >
        {t.removeText}
      </ConfirmDialog>
    </Paper>
  );
}
