import { style } from '@vanilla-extract/css';
import { choiceLabel, choiceMark, mutedText, stack } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const group = style(stack(vars.space.xs));

export const options = style({
  ...stack(vars.space.xxs),
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

export const radio = style({ ...choiceLabel, alignItems: 'flex-start', paddingBlock: vars.space.xs });

export const dot = style({
  ...choiceMark,
  borderRadius: vars.radius.full,
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

export const optionDescription = style({ display: 'block', ...mutedText });
