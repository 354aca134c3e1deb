import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hr } from '@/i18n/hr';
import { useSession } from '@/lib/session';
import { SettingsForm } from '../components/settings-form';

export function SettingsRoute() {
  const user = useSession();
  useDocumentTitle(`${hr.nav.settings} · ${hr.app.name}`);
  // The shell renders only with a session; this guards the moment a logout empties it.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1} fz={28} c="brand.8">
          {hr.settings.greeting(user.username)}
        </Title>
        <Text c="dimmed">{hr.settings.subtitle}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <SettingsForm key={user.id} user={user} />
      </Paper>
    </Stack>
  );
}
