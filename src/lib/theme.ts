import './accessibility.css';
import {
  Badge,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light and outline variants (status badges, light buttons) write in their colour on a pale tint,
 * which Mantine's shades leave under a contrast of 4.5:1: their text is darkened.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === 'light' || input.variant === 'outline') {
    return { ...colors, color: darken(colors.color, 0.35), hoverColor: darken(colors.color, 0.35) };
  }
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'graphite',
  primaryShade: 8,
  colors: { graphite },
  other: { secondaryColor: 'red' },
  // Base size 14 px (spec section 9): body text uses `md`, inputs and buttons `sm`.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // A closed dropdown is not rendered: kept mounted (Mantine's default), every select built
    // its options hidden on every screen, 200 of them in the visit feed's filters alone. The
    // input points at its list (aria-controls) only while it is open.
    // A plain object: Combobox.extend would pull the whole component into the start chunk.
    Combobox: { defaultProps: { keepMounted: false } },
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
