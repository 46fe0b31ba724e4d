import { vars } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The card every public form sits in: centred, narrow, readable on a 360 px phone. */
export const card = style({
  width: '100%',
  maxWidth: '26rem',
  marginInline: 'auto',
  marginBlock: vars.space.xxl,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

export const intro = style({
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.lg,
});

/**
 * The sign-in forms' column (the first visit's script carries them): their own class rather than the ui's Stack, so
 * the layout components stay out of the app's entry.
 */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
