import { usePushSwitch, type PushStatus } from '@plan-dan/web-common/push-subscription';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { managerPushDevice } from './push-device';

interface PushSwitch {
  status: PushStatus;
  turnOn: () => Promise<PushStatus>;
  turnOff: () => Promise<void>;
}

const PushSwitchContext = createContext<PushSwitch | null>(null);

function ManagerPushSwitch({ managerId, children }: { managerId: number; children: ReactNode }) {
  const device = useMemo(() => managerPushDevice(managerId), [managerId]);
  const { status, turnOn, turnOff } = usePushSwitch(device);
  const value = useMemo(() => ({ status, turnOn, turnOff }), [status, turnOn, turnOff]);
  return <PushSwitchContext.Provider value={value}>{children}</PushSwitchContext.Provider>;
}

/**
 * This device's notifications for the whole logged-in app: mounted once in the shell, so a device that
 * was on is saved again for this session when the app opens (logging out removed it on the server), and
 * Postavke shows the same switch without saving it a second time.
 */
export function PushSwitchProvider({ children }: { children: ReactNode }) {
  const user = useSession();
  // The shell renders only with a session; this guards the moment a logout empties it.
  if (!user) return children;
  return <ManagerPushSwitch managerId={user.id}>{children}</ManagerPushSwitch>;
}

export function useDevicePush(): PushSwitch {
  const value = useContext(PushSwitchContext);
  if (!value) throw new Error('useDevicePush needs a PushSwitchProvider (the app shell mounts one)');
  return value;
}
