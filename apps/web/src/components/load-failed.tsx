import { Button, Stack, Text } from '@mantine/core';
import { hr } from '@/i18n/hr';

/** A calm note when a load failed for a reason other than "not found", with a second try. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="sm" align="flex-start" role="alert">
      <Text>{hr.app.loadFailed}</Text>
      <Button variant="light" onClick={onRetry}>
        {hr.app.retry}
      </Button>
    </Stack>
  );
}
