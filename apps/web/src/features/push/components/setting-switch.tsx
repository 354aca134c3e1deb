import '@mantine/core/styles/Switch.css';
import { Switch, type SwitchProps } from '@mantine/core';
import { useId } from 'react';

/**
 * Mantine's Switch with its label alone as the name: the whole row is the clickable label, so without
 * aria-labelledby a screen reader would read the description twice, as part of the name too.
 */
export function SettingSwitch({ label, ...props }: SwitchProps & { label: string }) {
  const labelId = useId();
  return <Switch size="md" {...props} label={<span id={labelId}>{label}</span>} aria-labelledby={labelId} />;
}
