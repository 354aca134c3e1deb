import { ColorInput, NumberInput, Select } from '@mantine/core';
import { FONTS, MAX_FONT_SIZE, MIN_FONT_SIZE } from '@plan-dan/contract/constants';
import { fontStack } from '@plan-dan/web-common/phone-look';
import { Controller, type Control } from 'react-hook-form';
import { hrPhoneApp as t } from '@/i18n/hr-phone-app';
import { COLOR_FIELDS, DEFAULT_PHONE_LOOK, type ColorField, type LookFormValues } from '../look';
import classes from './phone-app-tab.module.css';

const colorLabels: Record<ColorField, string> = {
  colorForFont: t.colorForFont,
  colorForBackground: t.colorForBackground,
  colorOfPriorityTask: t.colorOfPriorityTask,
  colorOfNormalTask: t.colorOfNormalTask,
  colorForSubtask: t.colorForSubtask,
  colorForProgress: t.colorForProgress,
};

/** The new-employee colours first, then a few that read well together. */
const SWATCHES = [
  ...new Set([...COLOR_FIELDS.map((field) => DEFAULT_PHONE_LOOK[field].toLowerCase()), '#ffffff', '#000000']),
  '#1f4f82',
  '#ffd700',
  '#2e8b57',
  '#800080',
  '#fff8dc',
];

const fontOptions = FONTS.map((font) => ({ value: font, label: font }));

type LookControl = Control<LookFormValues>;

/** The look form's fields: font, size and the six colours. */
export function LookFields({ control }: { control: LookControl }) {
  return (
    <div className={classes.fieldGrid}>
      <FontField control={control} />
      <FontSizeField control={control} />
      {COLOR_FIELDS.map((name) => (
        <LookColorInput key={name} control={control} name={name} />
      ))}
    </div>
  );
}

function FontField({ control }: { control: LookControl }) {
  return (
    <Controller
      control={control}
      name="font"
      render={({ field, fieldState }) => (
        <Select
          size="md"
          label={t.font}
          data={fontOptions}
          value={field.value}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          allowDeselect={false}
          // All 17 at once, side by side for comparing, in the page's main region: an inner scrolling
          // list would be a region the keyboard cannot scroll (its options are not focusable).
          withScrollArea={false}
          comboboxProps={{ withinPortal: false }}
          // Each font is shown in itself, so the manager sees what it looks like before choosing.
          renderOption={({ option }) => <span style={{ fontFamily: fontStack(option.value) }}>{option.label}</span>}
          styles={{ input: { fontFamily: fontStack(field.value) } }}
        />
      )}
    />
  );
}

function FontSizeField({ control }: { control: LookControl }) {
  return (
    <Controller
      control={control}
      name="fontSize"
      render={({ field, fieldState }) => (
        <NumberInput
          size="md"
          label={t.fontSize}
          description={t.fontSizeHint}
          min={MIN_FONT_SIZE}
          max={MAX_FONT_SIZE}
          // Out of range is explained, not silently corrected.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function LookColorInput({ control, name }: { control: LookControl; name: ColorField }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          size="md"
          label={colorLabels[name]}
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={6}
          // An unfinished colour stays as typed, with a message, instead of jumping back.
          fixOnBlur={false}
          eyeDropperButtonProps={{ 'aria-label': t.eyeDropper, title: t.eyeDropper }}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
