import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountSettings } from '@plan-dan/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { hrPhoneApp as t } from '@/i18n/hr-phone-app';
import { notifySaved } from '@/lib/notify';
import { useUpdatePhoneLook } from '../api/update-phone-look';
import { DEFAULT_PHONE_LOOK, formValuesOf, lookFieldErrors, lookFormSchema, pickLook, previewLook, toPhoneLook, type LookField, type LookFormValues } from '../look';

/**
 * The look form's values and their saving: what the preview shows, whether the last save stands, and a way
 * back to a new employee's look (saved only with 'SPREMI PROMJENE').
 */
export function useLookForm(employeeId: number, saved: AccountSettings) {
  const [lastSaved, setLastSaved] = useState(() => pickLook(saved));
  const updateMutation = useUpdatePhoneLook();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = useForm<LookFormValues>({
    resolver: zodResolver(lookFormSchema),
    defaultValues: formValuesOf(saved),
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
          setLastSaved(pickLook(settings));
          reset(formValuesOf(settings));
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

  return {
    control,
    submit: handleSubmit(onSubmit),
    // The look only: how the phone opens a task and draws pictograms is no part of it and stays as chosen.
    restoreDefaults: () =>
      reset(
        {
          ...pickLook(DEFAULT_PHONE_LOOK),
          focusView: values.focusView ?? saved.focusView,
          pictogramContrast: values.pictogramContrast ?? saved.pictogramContrast,
        },
        { keepDefaultValues: true },
      ),
    preview: previewLook(values, lastSaved),
    saving: updateMutation.isPending,
    saved: updateMutation.isSuccess && !isDirty,
    generalError: updateMutation.isError && !hasFieldErrors,
  };
}
