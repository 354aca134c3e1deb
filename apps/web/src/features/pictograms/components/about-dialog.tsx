import { Modal, Stack, Text, Title } from '@mantine/core';
import { hr } from '@/i18n/hr';
import { hrCredits as p } from '@/i18n/hr-credits';
import classes from './pictograms.module.css';

/** 'O aplikaciji': the credits the pictograms' licences ask for, with the MIT licence's own text. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={p.about} size="lg" closeButtonProps={{ 'aria-label': hr.app.close }}>
      <Stack gap="sm">
        <Text>{p.aboutIntro}</Text>
        <Title order={3} fz="md">
          {p.credits}
        </Title>
        <Text>{p.creditsSymbols}</Text>
        <Text>{p.creditsWords}</Text>
        <Text size="sm">{p.unicodeLicence}</Text>
        <details>
          <summary>{p.licenceTitle}</summary>
          <pre className={classes.licence} tabIndex={0} aria-label={p.licenceTitle}>
            {p.mitLicence}
          </pre>
        </details>
      </Stack>
    </Modal>
  );
}
