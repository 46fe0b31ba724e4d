import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid`,
    borderInlineStartWidth: '6px',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'info' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    variant: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold });
