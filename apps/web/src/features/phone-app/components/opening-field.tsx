import { Radio, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { hrPhoneApp as t } from '@/i18n/hr-phone-app';
import type { LookFormValues } from '../look';

/** The radios hold text; the form holds whether the phone opens a task in the focus view. */
const FOCUS = 'focus';
const LIST = 'list';

/** 'Otvaranje zadatka': the phone opens a task as the list of its steps, or one step at a time ('Jedan korak'). */
export function OpeningField({ control }: { control: Control<LookFormValues> }) {
  return (
    <Controller
      control={control}
      name="focusView"
      render={({ field }) => (
        <Radio.Group
          size="md"
          label={t.opening}
          description={t.openingHint}
          value={field.value ? FOCUS : LIST}
          onChange={(value) => field.onChange(value === FOCUS)}
        >
          <Stack gap="sm" mt="xs">
            <Radio ref={field.ref} value={LIST} label={t.openingList} description={t.openingListHint} onBlur={field.onBlur} />
            <Radio value={FOCUS} label={t.openingFocus} description={t.openingFocusHint} onBlur={field.onBlur} />
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
