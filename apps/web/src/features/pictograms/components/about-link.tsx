import { Button, NavLink, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { Icon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { hrCredits as c } from '@/i18n/hr-credits';
import classes from './about.module.css';

const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Icon>
);

/**
 * 'O aplikaciji' in the sidebar: the credits the pictograms' licences ask for ('Zasluge'), with the MIT
 * licence's own text. A native dialog, so the shell's script (loaded right after login) grows by these lines only.
 */
export function AboutLink() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={c.about}
        leftSection={<InfoIcon />}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        fw={500}
        py="sm"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <dialog ref={dialogRef} className={classes.dialog} aria-labelledby={titleId}>
        <Stack gap="sm">
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {c.about}
            </h2>
            <Button variant="subtle" size="compact-md" onClick={close}>
              {hr.app.close}
            </Button>
          </div>
          <Text>{c.aboutIntro}</Text>
          <Text component="h3" fw={650} fz="md" m={0}>
            {c.credits}
          </Text>
          <Text>{c.creditsSymbols}</Text>
          <Text>{c.creditsWords}</Text>
          <Text size="sm">{c.unicodeLicence}</Text>
          <details>
            <summary>{c.licenceTitle}</summary>
            <pre className={classes.licence}>{c.mitLicence}</pre>
          </details>
        </Stack>
      </dialog>
    </>
  );
}
