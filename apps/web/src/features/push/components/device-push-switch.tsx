import { Loader } from '@mantine/core';
import type { PushStatus } from '@plan-dan/web-common/push-subscription';
import { useState } from 'react';
import { hrPush } from '@/i18n/hr-push';
import { useDevicePush } from '../push-switch';
import { SettingSwitch } from './setting-switch';

const t = hrPush.device;

const problems: ReadonlySet<PushStatus> = new Set(['unsupported', 'blocked', 'unavailable']);

function statusText(status: PushStatus, turningOn: boolean): string {
  if (status === 'busy') return turningOn ? t.turningOn : t.turningOff;
  return t[status];
}

/**
 * 'Obavijesti na ovom uređaju': asks the browser and subscribes this device, or stops it. The answer
 * comes within the shared time limit, so the switch never stays busy.
 */
export function DevicePushSwitch() {
  const { status, turnOn, turnOff } = useDevicePush();
  const [turningOn, setTurningOn] = useState(false);
  const busy = status === 'busy';

  return (
    <SettingSwitch
      label={t.label}
      // While busy it shows where it is going.
      checked={busy ? turningOn : status === 'on'}
      disabled={status === 'unsupported'}
      // Busy is aria-disabled rather than disabled: a disabled switch would drop the keyboard focus.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      thumbIcon={busy ? <Loader size={10} color="brand.7" /> : undefined}
      description={
        <span role="status" style={problems.has(status) ? { color: 'var(--mantine-color-red-8)' } : undefined}>
          {statusText(status, turningOn)}
        </span>
      }
      onChange={(event) => {
        if (busy) return;
        const on = event.currentTarget.checked;
        setTurningOn(on);
        void (on ? turnOn() : turnOff());
      }}
    />
  );
}
