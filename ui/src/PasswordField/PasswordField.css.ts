import { style } from '@vanilla-extract/css';
import { bareButton, bareList, centred, disabledText, inline } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  ...bareButton,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': disabledText,
  },
});

export const checklist = style({ ...bareList, display: 'grid', gap: vars.space.xxs });

export const rule = style({
  ...inline(vars.space.xs),
  color: vars.color.textMuted,
  selectors: {
    '&[data-met]': { color: vars.color.success },
  },
});

export const ruleIcon = style({ flexShrink: 0, ...centred, width: '16px', height: '16px' });

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
