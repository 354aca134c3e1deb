import { NavLink } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Icon } from '@/components/icons';
import { hrCredits as p } from '@/i18n/hr-credits';
import { lazyNamed } from '@/lib/lazy';

/** Loaded when opened: the licence's text is not part of the shell's script. */
const AboutDialog = lazyNamed(() => import('./about-dialog'), 'AboutDialog');

const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Icon>
);

/** 'O aplikaciji' in the sidebar: opens the app's credits ('Zasluge'). */
export function AboutLink({ onOpen }: { onOpen?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={p.about}
        leftSection={<InfoIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          onOpen?.();
        }}
        fw={500}
        py="sm"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
