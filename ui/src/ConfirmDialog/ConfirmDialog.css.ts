import { style } from '@vanilla-extract/css';
import { backdrop, stack } from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

export const overlay = style({ ...backdrop, padding: vars.space.md, background: vars.color.overlay });

export const modal = style({
  width: '100%',
  maxWidth: '440px',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  outline: 'none',
});

export const dialog = style({ ...stack(vars.space.lg), padding: vars.space.xl, outline: 'none' });

/** Focused when the dialog opens (it has no field): the ring shows where the keyboard starts. */
export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': focusRingStyle },
});

/** The question and, when given, what goes with the record: one paragraph under the other. */
export const message = style({
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
