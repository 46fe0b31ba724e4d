import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `${vars.size.borderWidth} solid ${vars.color.surfaceDisabled}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.sm,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.surfaceDisabled}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const body = style({
  padding: vars.space.lg,
  minWidth: 0,
});
