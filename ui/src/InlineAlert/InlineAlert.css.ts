import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack, statusBox, statusColor } from '../theme/fragments.ts';
import { vars } from '../theme/theme.css.ts';

export const alert = recipe({
  base: {
    ...statusBox,
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

export const icon = recipe({ base: { flexShrink: 0, marginTop: '2px' }, variants: { variant: statusColor } });

export const body = style({ flex: 1, minWidth: 0, ...stack(vars.space.xxs) });

export const title = style({ fontWeight: vars.fontWeight.bold });
