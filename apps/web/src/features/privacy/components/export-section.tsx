import type { Employee } from '@plan-dan/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { hrPrivacy } from '@/i18n/hr-privacy';
import { useDownloadExport } from '../api/download-export';

const t = hrPrivacy.export;

/**
 * 'Preuzmi sve podatke': everything about the person in one ZIP, named by the server. A year of photos takes a
 * while, so 'Pripremam datoteku…' says that it runs (announced politely), and a second click waits for it.
 */
export function ExportSection({ employee }: { employee: Employee }) {
  const download = useDownloadExport();
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t.text}</Text>
      <Group gap="md">
        <Button onClick={() => download.mutate(employee.id)} disabled={download.isPending}>
          {t.button}
        </Button>
        <div role="status">
          {download.isPending ? (
            <Group gap="xs" wrap="nowrap">
              <Spinner />
              <Text>{t.running}</Text>
            </Group>
          ) : null}
        </div>
      </Group>
      {download.isError ? <FormError>{t.failed}</FormError> : null}
    </Stack>
  );
}
