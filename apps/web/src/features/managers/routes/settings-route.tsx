import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SettingsSection } from '@/components/settings-section';
import { hr } from '@/i18n/hr';
import { hrSessions } from '@/i18n/hr-sessions';
import { useSession } from '@/lib/session';
import { LogoutEverywhereButton } from '../components/logout-everywhere-button';
import { PasswordChangeForm } from '../components/password-change-form';
import { SettingsForm } from '../components/settings-form';

/**
 * Postavke. `children` are the sections other features add (notifications), composed in app/ since a
 * feature does not import another; they come after the password, before the devices.
 */
export function SettingsPage({ children }: { children?: ReactNode }) {
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
      {children}
      <SettingsSection title={hrSessions.settings.devicesTitle} intro={hrSessions.settings.devicesIntro}>
        <LogoutEverywhereButton />
      </SettingsSection>
    </Stack>
  );
}
