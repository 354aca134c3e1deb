import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './mantine-theme';

/**
 * Mantine's context for the few parts built on it (the dialogs, the login fields, the material viewer).
 * It is not at the root: those parts load on demand, and Mantine's code and the work of its provider
 * (the theme's CSS variables) come with them rather than with the start screen's script. Its stylesheet
 * stays in the app's one stylesheet (app/styles.css), where the app's own rules follow and adjust it.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
