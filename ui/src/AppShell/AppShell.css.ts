import { style } from '@vanilla-extract/css';
import { pageClearance } from '../Toast/toastClearance.css.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  // Room after the footer for the toasts while any shows, so nothing stays under them (Toast/toastClearance.ts);
  // inside the minimum height, so a short page does not start scrolling for it.
  paddingBottom: pageClearance,
  background: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.elevation.md,
  // Off screen until focused.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRingStyle },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.topBar,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  outline: 'none',
  '@media': { [media.tablet]: { paddingBlock: vars.space.xl, paddingInline: vars.space.xl } },
});
