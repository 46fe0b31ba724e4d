import { style } from '@vanilla-extract/css';
import { backdrop, bareButton, centred, hairline, inline } from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

export const overlay = style({
  ...backdrop,
  padding: vars.space.sm,
  background: vars.color.overlay,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const modal = style({
  width: '100%',
  maxWidth: '960px',
  maxHeight: '100%',
  display: 'flex',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  overflow: 'hidden',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', outline: 'none' });

export const header = style({
  ...inline(vars.space.md),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: hairline(vars.color.surfaceDisabled),
});

/** Focused when the dialog opens (its form is in a frame): the ring shows where the keyboard starts. */
export const heading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': focusRingStyle },
});

export const close = style({
  ...centred,
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  ...bareButton,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const frame = style({
  display: 'block',
  width: '100%',
  // Tall enough for a whole request form on a laptop, never taller than the screen.
  height: 'min(80vh, 900px)',
  border: 'none',
});

export const unavailable = style({
  padding: vars.space.lg,
  maxWidth: '40rem',
  overflowWrap: 'break-word',
});
