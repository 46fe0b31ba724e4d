import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const dot = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: '6px' },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.surfaceDisabled,
      background: vars.color.surfaceDisabled,
    },
  },
});

export const optionDescription = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
