import { Loader, Stack, Text, Title } from '@mantine/core';
import { MANAGER_PUSH_PREFERENCES, type ManagerPushPreference } from '@plan-dan/contract/constants';
import { useId, useState } from 'react';
import { FormError } from '@/components/form-message';
import { LoadFailed } from '@/components/load-failed';
import { hr } from '@/i18n/hr';
import { hrPush } from '@/i18n/hr-push';
import { usePushPreferences } from '../api/get-push-preferences';
import { useUpdatePushPreference } from '../api/update-push-preferences';
import { SettingSwitch } from './setting-switch';

const t = hrPush.kinds;

/** Which notifications the manager gets, on every device; each switch is saved as it moves. */
export function PushKindSwitches({ managerId }: { managerId: number }) {
  const titleId = useId();
  const preferences = usePushPreferences(managerId);
  const update = useUpdatePushPreference(managerId);
  // The change being saved, shown at once: the cache's own update reaches the switch a moment later, and
  // a controlled switch would spring back in between.
  const [saving, setSaving] = useState<{ kind: ManagerPushPreference; enabled: boolean } | null>(null);

  let content;
  if (preferences.isPending) {
    content = <Loader size="sm" role="status" aria-label={hr.app.loading} />;
  } else if (preferences.isError) {
    content = <LoadFailed onRetry={() => void preferences.refetch()} />;
  } else {
    const current = preferences.data;
    content = (
      <>
        {MANAGER_PUSH_PREFERENCES.map((kind) => (
          <SettingSwitch
            key={kind}
            label={t.labels[kind]}
            description={t.descriptions[kind]}
            checked={saving?.kind === kind ? saving.enabled : current[kind]}
            onChange={(event) => {
              // Not disabled while saving (a disabled switch drops the keyboard focus); one save at a time,
              // so a failed one puts back exactly what it changed.
              if (saving) return;
              const change = { kind, enabled: event.currentTarget.checked };
              setSaving(change);
              update.mutate({ current, ...change }, { onSettled: () => setSaving(null) });
            }}
          />
        ))}
        {update.isError ? <FormError>{t.saveFailed(t.labels[update.variables.kind])}</FormError> : null}
      </>
    );
  }

  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Title order={3} fz="md" id={titleId}>
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
