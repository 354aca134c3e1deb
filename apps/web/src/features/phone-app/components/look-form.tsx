import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccountSettings } from '@plan-dan/contract';
import { useId } from 'react';
import { FormError, FormNotice } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrPhoneApp } from '@/i18n/hr-phone-app';
import { LookFields } from './look-fields';
import { LookPreview } from './look-preview';
import { OpeningField } from './opening-field';
import { PictogramContrastField } from './pictogram-contrast-field';
import classes from './phone-app-tab.module.css';
import { useLookForm } from './use-look-form';

const t = hrPhoneApp;

interface LookFormProps {
  employeeId: number;
  /** The settings as loaded; later polls do not touch what the manager is editing. */
  saved: AccountSettings;
}

/** Font, size and the six colours of the employee's phone app, with a live preview beside them, and how it opens a task. */
export function LookForm({ employeeId, saved }: LookFormProps) {
  const titleId = useId();
  const previewTitleId = useId();
  const form = useLookForm(employeeId, saved);

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
            <form noValidate onSubmit={form.submit} className={classes.form}>
              <Stack gap="md">
                <LookFields control={form.control} />
                <OpeningField control={form.control} />
                <PictogramContrastField control={form.control} />
                {form.saved ? <FormNotice>{t.saved}</FormNotice> : null}
                {form.generalError ? <FormError>{hr.app.genericError}</FormError> : null}
                <Group gap="sm">
                  <PrimaryButton type="submit" loading={form.saving}>
                    {t.submit}
                  </PrimaryButton>
                  <Button variant="subtle" onClick={form.restoreDefaults}>
                    {t.defaults}
                  </Button>
                </Group>
              </Stack>
            </form>
            <div className={classes.preview}>
              <Title order={3} fz="md" mb="sm" id={previewTitleId} ta="center">
                {t.previewTitle}
              </Title>
              <LookPreview look={form.preview} labelledBy={previewTitleId} />
            </div>
          </div>
        </div>
      </Stack>
    </Paper>
  );
}
