import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One part of Postavke: a card named by its heading, so it is a landmark screen readers can jump to.
 * Shared because Postavke gathers parts of several features (the profile, notifications).
 */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" c="brand.8" id={titleId}>
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
