import './touch-targets.css';
import { Badge, createTheme, type MantineColor, type MantineColorsTuple } from '@mantine/core';

declare module '@mantine/core' {
  export interface MantineThemeOther {
    /** Spec section 9: secondary colour red — for destructive and attention-drawing actions. */
    secondaryColor: MantineColor;
  }
}

/** Neutral greys ending in the product's dark grey (#2e2e2e, also the PWA theme colour). */
const graphite: MantineColorsTuple = [
  '#f4f4f5',
  '#e6e6e7',
  '#cbcbcd',
  '#aeaeb1',
  '#949498',
  '#838388',
  '#7a7a80',
  '#67676d',
  '#3b3b3e',
  '#2e2e2e',
];

export const theme = createTheme({
  primaryColor: 'graphite',
  primaryShade: 8,
  colors: { graphite },
  other: { secondaryColor: 'red' },
  // Base size 14 px (spec section 9): body text uses `md`, inputs and buttons `sm`.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // A badge (a status) shows its whole text: it sizes to it, wrapping where a cell is narrow,
    // instead of being cut to 'НЕ П…'.
    Badge: Badge.extend({
      styles: {
        root: {
          maxWidth: 'none',
          height: 'auto',
          minHeight: 'var(--badge-height)',
          overflow: 'visible',
          flexShrink: 0,
        },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal' },
      },
    }),
  },
});
