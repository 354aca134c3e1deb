import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hr } from '@/i18n/hr';

/** A screen that a later feature fills in: its heading and a calm note. */
export function PlaceholderScreen({ title, text }: { title: string; text: string }) {
  useDocumentTitle(`${title} · ${hr.app.name}`);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} fz={28} c="brand.8">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="lg">
        <Text c="dimmed">{text}</Text>
      </Paper>
    </Stack>
  );
}
