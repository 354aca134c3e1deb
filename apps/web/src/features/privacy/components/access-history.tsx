import { Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@plan-dan/contract';
import { useId, useState, type ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { hrAccessLog as t } from '@/i18n/hr-access-log';
import { useAccessLog } from '../api/get-access-log';
import { kindFilterOptions, toKindFilter, type KindFilter } from '../access-log-words';
import { AccessLogTable } from './access-log-table';
import classes from './access-history.module.css';

/**
 * 'Povijest pristupa' on the owner's Privatnost tab: who viewed or changed the employee's data, and when, newest
 * first, a page at a time, of every kind or one. The heading, the intro and the filter stay while entries load, so
 * choosing another kind never takes the keyboard's place away.
 */
export function AccessHistory({ employee }: { employee: Employee }) {
  const titleId = useId();
  const [kind, setKind] = useState<KindFilter>('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const log = useAccessLog(employee.id, kind === '' ? null : kind);
  const pages = log.data?.pages;
  const entries = pages?.flatMap((page) => page.entries) ?? [];
  const keptDays = pages?.[0]?.keptDays;

  const loadOlder = async () => {
    const loadedPages = pages?.length ?? 0;
    const result = await log.fetchNextPage();
    setFocusId(result.data?.pages[loadedPages]?.entries[0]?.id ?? null);
  };

  let body: ReactNode;
  if (!pages) {
    body = log.isError ? <LoadFailed onRetry={() => void log.refetch()} /> : <PageLoader />;
  } else if (entries.length === 0) {
    body = <Text aria-busy={log.isPlaceholderData || undefined}>{kind === '' ? t.none : t.noneOfKind}</Text>;
  } else {
    body = <AccessLogTable entries={entries} labelledBy={titleId} busy={log.isPlaceholderData} focusId={focusId} />;
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" c="brand.8" id={titleId}>
            {t.title}
          </Title>
          <Text>{t.intro}</Text>
          {keptDays === undefined ? null : (
            <Text c="dimmed" size="sm">
              {t.kept(keptDays)}
            </Text>
          )}
        </Stack>
        <NativeSelect
          className={classes.filter}
          label={t.filter}
          data={kindFilterOptions}
          value={kind}
          size="md"
          onChange={(event) => {
            setFocusId(null);
            setKind(toKindFilter(event.currentTarget.value));
          }}
        />
        {body}
        {log.hasNextPage && !log.isPlaceholderData ? (
          <div>
            <Button variant="light" loading={log.isFetchingNextPage} onClick={() => void loadOlder()}>
              {t.more}
            </Button>
          </div>
        ) : null}
        {/* A failed older page leaves the ones shown; 'Učitaj starije' above asks again. */}
        {log.isFetchNextPageError ? <Text role="alert">{hr.app.loadFailed}</Text> : null}
      </Stack>
    </Paper>
  );
}
