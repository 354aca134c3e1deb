import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorInput, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { FONTS, MAX_FONT_SIZE, MIN_FONT_SIZE } from '@plan-dan/contract/constants';
import type { PhoneLook } from '@plan-dan/contract';
import { fontStack } from '@plan-dan/web-common/phone-look';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError, FormNotice } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { notifySaved } from '@/lib/notify';
import { useUpdatePhoneLook } from '../api/update-phone-look';
import {
  COLOR_FIELDS,
  DEFAULT_PHONE_LOOK,
  lookFieldErrors,
  lookFormSchema,
  pickLook,
  previewLook,
  toPhoneLook,
  type ColorField,
  type LookField,
  type LookFormValues,
} from '../look';
import { LookPreview } from './look-preview';
import classes from './phone-app-tab.module.css';

const t = hrPhoneApp;

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

interface LookFormProps {
  employeeId: number;
  /** The look as loaded; later polls do not touch what the manager is editing. */
  savedLook: PhoneLook;
}

/** Font, size and the six colours of the employee's phone app, with a live preview beside them. */
export function LookForm({ employeeId, savedLook }: LookFormProps) {
  const titleId = useId();
  const previewTitleId = useId();
  const [lastSaved, setLastSaved] = useState(savedLook);
  const updateMutation = useUpdatePhoneLook();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = useForm<LookFormValues>({
    resolver: zodResolver(lookFormSchema),
    defaultValues: savedLook,
    // Messages appear on 'SPREMI PROMJENE', then follow the typing. Shown on leaving a field, one would push
    // the button down under the pointer that is pressing it, and the click would be lost.
    mode: 'onSubmit',
  });
  const values = useWatch({ control });

  const onSubmit = (formValues: LookFormValues) =>
    updateMutation.mutate(
      { employeeId, look: toPhoneLook(formValues) },
      {
        onSuccess: (settings) => {
          const look = pickLook(settings);
          setLastSaved(look);
          reset(look);
          notifySaved(t.lookSavedToast);
        },
        onError: (error) => {
          // A refused save keeps what was typed; the messages say what to change.
          let first = true;
          for (const [field, message] of Object.entries(lookFieldErrors(error)) as [LookField, string][]) {
            setError(field, { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        },
      },
    );

  const hasFieldErrors = updateMutation.isError && Object.keys(lookFieldErrors(updateMutation.error)).length > 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg" c="brand.8" id={titleId}>
            {t.lookTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {t.lookIntro}
          </Text>
        </Stack>
        <div className={classes.lookContainer}>
          <div className={classes.lookBody}>
            <form noValidate onSubmit={handleSubmit(onSubmit)} className={classes.form}>
              <Stack gap="md">
                <div className={classes.fieldGrid}>
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
                  {COLOR_FIELDS.map((name) => (
                    <Controller
                      key={name}
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
                  ))}
                </div>
                {updateMutation.isSuccess && !isDirty ? <FormNotice>{t.saved}</FormNotice> : null}
                {updateMutation.isError && !hasFieldErrors ? <FormError>{hr.app.genericError}</FormError> : null}
                <Group gap="sm">
                  <PrimaryButton type="submit" loading={updateMutation.isPending}>
                    {t.submit}
                  </PrimaryButton>
                  <Button variant="subtle" onClick={() => reset(pickLook(DEFAULT_PHONE_LOOK), { keepDefaultValues: true })}>
                    {t.defaults}
                  </Button>
                </Group>
              </Stack>
            </form>
            <div className={classes.preview}>
              <Title order={3} fz="md" mb="sm" id={previewTitleId} ta="center">
                {t.previewTitle}
              </Title>
              <LookPreview look={previewLook(values, lastSaved)} labelledBy={previewTitleId} />
            </div>
          </div>
        </div>
      </Stack>
    </Paper>
  );
}
