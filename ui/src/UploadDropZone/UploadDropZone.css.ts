import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSubtle,
    textAlign: 'center',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.brand,
        background: vars.color.infoSurface,
      },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { background: vars.color.surfaceDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger },
      false: {},
    },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.surfaceDisabled}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const removeButton = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.danger,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.dangerSurface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
