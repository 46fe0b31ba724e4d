import { keyframes, style } from '@vanilla-extract/css';
import { hairline, inline, ringSpinner, stack, wrapRow } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const root = style({ ...stack(vars.space.md), minWidth: 0 });

export const toolbar = style({
  ...wrapRow(vars.space.md),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const paging = style(inline(vars.space.sm));

export const pageStatus = style({
  minWidth: '7.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandHover },
    '&[data-pressed]': { background: vars.color.brandPressed },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const frame = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '12rem',
  padding: vars.space.md,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  overflow: 'auto',
});

export const canvas = style({
  alignSelf: 'flex-start',
  // Never wider than the frame: after the window narrows, the page drawn for the wider frame shows shrunk until it
  // is drawn again, rather than making the frame a scrollable region with nothing to focus in it.
  maxWidth: '100%',
  background: vars.color.surface,
  boxShadow: vars.elevation.md,
});

export const error = style({
  alignSelf: 'center',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const loading = style({ alignSelf: 'center', ...inline(vars.space.sm), color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(ringSpinner('1.25em', spin));
