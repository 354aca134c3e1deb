import { Checkbox } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import type { LookFormValues } from '../look';

/** 'Piktogrami visokog kontrasta': the phone draws the steps' and tasks' pictograms in one colour, its text colour. */
export function PictogramContrastField({ control }: { control: Control<LookFormValues> }) {
  return (
    <Controller
      control={control}
      name="pictogramContrast"
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          size="md"
          label={p.contrast}
          description={p.contrastHint}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
