import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Shade 6 of each palette carries text on white and on its own light tint, so it is chosen for
// at least 4.5:1 contrast (WCAG AA) there; Mantine's stock blue, green and red shade 6 fall short.
const brand: MantineColorsTuple = [
  '#edf3fa',
  '#d9e5f3',
  '#b3cbe6',
  '#8aafd8',
  '#6795cb',
  '#4f84c2',
  '#2f6aa8',
  '#1f4f82',
  '#183f69',
  '#112e4e',
];

const red: MantineColorsTuple = [
  '#fdecec',
  '#f9d4d4',
  '#f2a9a9',
  '#ea7b7b',
  '#e25656',
  '#d63b3b',
  '#b42318',
  '#9a1c14',
  '#7f1711',
  '#63120d',
];

const green: MantineColorsTuple = [
  '#e9f7ee',
  '#cdeed8',
  '#9fdcb4',
  '#6dc98d',
  '#45b86d',
  '#2f9e57',
  '#23773f',
  '#1c6334',
  '#154f29',
  '#0f3b1f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, red, green },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Modals and menus appear without motion for people who ask their device for less of it.
  respectReducedMotion: true,
  headings: { fontWeight: '650' },
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Button: { defaultProps: { size: 'md' } },
  },
});

/** Dimmed text and error text dark enough to read on white and on the page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-6)',
  },
  dark: {},
});
