import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { useSession } from '@/lib/session';
import { LogoutEverywhereButton } from '../components/logout-everywhere-button';
import { PasswordChangeForm } from '../components/password-change-form';
import { SettingsForm } from '../components/settings-form';

/** One part of Postavke: a card named by its heading, so it is a landmark screen readers can jump to. */
function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
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
      <SettingsSection title={hrSessions.settings.profileTitle}>
        <SettingsForm key={user.id} user={user} />
      </SettingsSection>
      <SettingsSection title={hrSessions.settings.passwordTitle} intro={hrSessions.settings.passwordIntro}>
        <PasswordChangeForm key={user.id} managerId={user.id} />
      </SettingsSection>
      <SettingsSection title={hrSessions.settings.devicesTitle} intro={hrSessions.settings.devicesIntro}>
        <LogoutEverywhereButton />
      </SettingsSection>
    </Stack>
  );
}
