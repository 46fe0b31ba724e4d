import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareButton, centred, stack, statusBox, statusColor } from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

/**
 * Bottom right on wide screens; across the bottom on phones. The page keeps clear of it while it shows
 * (toastClearance.ts), so wherever it lies, what is under it can be scrolled out from under it.
 */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  '@media': {
    [media.tablet]: { insetInline: 'auto', right: vars.space.xl, bottom: vars.space.xl, width: '380px' },
  },
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const toast = recipe({
  base: {
    ...statusBox,
    borderInlineStart: '6px solid',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.elevation.lg,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
    },
  },
  variants: {
    variant: {
      success: { borderColor: vars.color.success },
      error: { borderColor: vars.color.danger },
      info: { borderColor: vars.color.info },
    },
  },
});

const { success, error, info } = statusColor;

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: { variant: { success, error, info } },
});

export const content = style({ flex: 1, minWidth: 0, ...stack(vars.space.xxs), overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const close = style({
  flexShrink: 0,
  ...centred,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  ...bareButton,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRingStyle,
  },
});
