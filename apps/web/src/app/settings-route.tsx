import { SettingsPage } from '@/features/managers/routes/settings-route';
import { PushSettings } from '@/features/push/components/push-settings';

/** Postavke with the sections the app's features provide. */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <PushSettings />
    </SettingsPage>
  );
}
