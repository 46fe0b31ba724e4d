import { vars } from '@portal/ui/theme/theme.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: vars.zIndex.toast,
  maxWidth: 'min(28rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onStatus,
  boxShadow: vars.elevation.md,
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.danger }],
  info: [toastBase, { background: vars.color.info }],
});

export const close = style({
  marginInlineStart: 'auto',
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});
