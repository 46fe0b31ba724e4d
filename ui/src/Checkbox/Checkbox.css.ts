import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.surfaceDisabled,
      borderColor: vars.color.surfaceDisabled,
      color: vars.color.textDisabled,
    },
  },
});

export const description = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
