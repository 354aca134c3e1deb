import { Group, Radio } from '@mantine/core';
import type { Ref } from 'react';
import { hr } from '@/i18n/hr';

interface GenderFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** Lets the form focus the first radio when the field is in error. */
  inputRef: Ref<HTMLInputElement>;
}

/** Muški / Ženski as two radios: 'male' stands for kidMale true. */
export function GenderField({ value, onChange, onBlur, error, inputRef }: GenderFieldProps) {
  return (
    <Radio.Group label={hr.profile.gender} value={value} onChange={onChange} error={error} required size="md">
      <Group gap="xl" mt={10} mih={24}>
        <Radio ref={inputRef} value="male" label={hr.profile.male} onBlur={onBlur} />
        <Radio value="female" label={hr.profile.female} onBlur={onBlur} />
      </Group>
    </Radio.Group>
  );
}
