import { style } from '@vanilla-extract/css';
import { bareList, centred, inline, mutedText, stack } from '../theme/fragments.ts';
import { media, vars } from '../theme/theme.css.ts';

export const root = style(stack(vars.space.xl));

export const list = style({
  ...bareList,
  ...stack(vars.space.sm),
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space.lg },
  },
});

export const step = style({
  flex: 1,
  ...inline(vars.space.sm),
  paddingBottom: vars.space.sm,
  borderBottom: `3px solid ${vars.color.surfaceDisabled}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': { borderBottomColor: vars.color.brand, color: vars.color.text },
    '&[data-state="complete"]': { borderBottomColor: vars.color.success, color: vars.color.text },
  },
});

export const marker = style({
  flexShrink: 0,
  ...centred,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${step}[data-state="complete"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onStatus,
    },
  },
});

export const stepText = style({
  display: 'flex',
  flexDirection: 'column',
});

export const stepLabel = style({ fontWeight: vars.fontWeight.medium });

export const stepDescription = style(mutedText);

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});
