import { createTheme, createThemeContract, style } from '@vanilla-extract/css';

/** The steps that spacing and type sizes both have (spacing adds none, xxs and xxxl around them). */
const scaleSteps = { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null };

/** The token contract: components read only these variables, never literal values. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandPressed: null,
    onBrand: null,
    text: null,
    textMuted: null,
    textDisabled: null,
    background: null,
    surface: null,
    surfaceSubtle: null,
    surfaceHover: null,
    surfaceDisabled: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    success: null,
    successSurface: null,
    danger: null,
    dangerHover: null,
    dangerPressed: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    onStatus: null,
    overlay: null,
    topBar: null,
    onTopBar: null,
  },
  space: { none: null, xxs: null, ...scaleSteps, xxxl: null },
  font: {
    family: null,
    familyMono: null,
  },
  fontSize: scaleSteps,
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  elevation: {
    none: null,
    sm: null,
    md: null,
    lg: null,
  },
  size: {
    /** Minimum target size for pointer input (WCAG 2.2 2.5.8 asks 24 px; we give more). */
    controlSm: null,
    controlMd: null,
    controlLg: null,
    borderWidth: null,
    focusRingWidth: null,
    focusRingOffset: null,
  },
  zIndex: {
    overlay: null,
    toast: null,
    topBar: null,
  },
});

/*
 * The company's light theme. Contrast against white (#ffffff), checked with the WCAG formula:
 * text 15.9:1, muted text 7.5:1, brand 6.7:1, danger 6.6:1, success 5.3:1, warning 6.8:1,
 * input borders 4.6:1 (non-text needs 3:1), focus ring 7.0:1 against the page; the ring is drawn
 * with an offset so its neighbour is always the page background, even around a brand button.
 * Status text on its tinted surface: success 4.8:1, danger 5.8:1, warning 6.2:1, info 5.9:1.
 */
export const lightTheme = createTheme(vars, {
  color: {
    brand: '#0b5cad',
    brandHover: '#094f96',
    brandPressed: '#08478a',
    onBrand: '#ffffff',
    text: '#1a2233',
    textMuted: '#4a5568',
    textDisabled: '#5b6577',
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceSubtle: '#f5f7fa',
    surfaceHover: '#eef2f7',
    surfaceDisabled: '#e4e8ee',
    border: '#6b7588',
    borderStrong: '#4a5568',
    focusRing: '#0050c8',
    success: '#1e7b34',
    successSurface: '#e9f6ed',
    danger: '#b42318',
    dangerHover: '#9c1e14',
    dangerPressed: '#8a1b12',
    dangerSurface: '#fdeceb',
    warning: '#8a4b00',
    warningSurface: '#fff4e0',
    info: '#0b5cad',
    infoSurface: '#e8f1fb',
    onStatus: '#ffffff',
    overlay: 'rgba(26, 34, 51, 0.5)',
    topBar: '#0b2545',
    onTopBar: '#ffffff',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  elevation: {
    none: 'none',
    sm: '0 1px 2px rgba(26, 34, 51, 0.12)',
    md: '0 4px 12px rgba(26, 34, 51, 0.16)',
    lg: '0 12px 32px rgba(26, 34, 51, 0.24)',
  },
  size: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    borderWidth: '1px',
    focusRingWidth: '2px',
    focusRingOffset: '2px',
  },
  zIndex: {
    overlay: '100',
    toast: '200',
    topBar: '50',
  },
});

/** Breakpoints in px, phone first: 360 px phones up to wide desktops. Media queries cannot read CSS variables. */
export const breakpoints = {
  phone: 360,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

/** Min-width media queries for `@media` blocks in style objects. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

/**
 * Focus ring for keyboard focus: spread it into a selector keyed on react-aria's
 * [data-focus-visible] (or :focus-visible for plain elements).
 */
export const focusRingStyle = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
} as const;

/** A class that draws the focus ring when react-aria (or the browser) reports keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&:focus-visible': focusRingStyle,
  },
});

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
