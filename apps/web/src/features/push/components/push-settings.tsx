import { Divider } from '@mantine/core';
import { SettingsSection } from '@/components/settings-section';
import { hrPush } from '@/i18n/hr-push';
import { useSession } from '@/lib/session';
import { DevicePushSwitch } from './device-push-switch';
import { PushKindSwitches } from './push-kind-switches';

/**
 * Postavke's 'Obavijesti': this device on or off, then what to be told about. The kinds show whatever
 * this device's state, because they apply to every device of the manager.
 */
export function PushSettings() {
  const user = useSession();
  if (!user) return null;
  return (
    <SettingsSection title={hrPush.title} intro={hrPush.intro}>
      <DevicePushSwitch />
      <Divider />
      <PushKindSwitches key={user.id} managerId={user.id} />
    </SettingsSection>
  );
}
