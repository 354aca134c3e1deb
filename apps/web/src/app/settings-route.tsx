import { SettingsPage } from '@/features/managers/routes/settings-route';
import { PushSettings } from '@/features/push/components/push-settings';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';
import { useSession } from '@/lib/session';

/** Postavke with the sections the app's features provide. */
export function SettingsRoute() {
  const user = useSession();
  return (
    <SettingsPage>
      {user ? <TwoFactorSection key={user.id} managerId={user.id} /> : null}
      <PushSettings />
    </SettingsPage>
  );
}
