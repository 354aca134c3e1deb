import { createTheme } from '@mantine/core';

const scaled = (factor: number) => `calc(var(--pd-font-size) * ${factor})`;

/** Mantine's parts take their font and sizes from the employee's look (CSS variables set by LookStyles). */
export const theme = createTheme({
  fontFamily: 'var(--pd-font)',
  headings: {
    fontFamily: 'var(--pd-font)',
    fontWeight: '700',
    sizes: {
      h1: { fontSize: scaled(1.35), lineHeight: '1.25' },
      h2: { fontSize: scaled(1.15), lineHeight: '1.25' },
      h3: { fontSize: scaled(1), lineHeight: '1.3' },
    },
  },
  fontSizes: { xs: scaled(0.8), sm: scaled(0.9), md: scaled(1), lg: scaled(1.1), xl: scaled(1.25) },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Modals and menus appear without motion for people who ask their device for less of it.
  respectReducedMotion: true,
  focusRing: 'never',
  components: {
    TextInput: { defaultProps: { size: 'lg' } },
    PasswordInput: { defaultProps: { size: 'lg' } },
  },
});
