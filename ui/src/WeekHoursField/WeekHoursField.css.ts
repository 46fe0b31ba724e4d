import { style } from '@vanilla-extract/css';
import {
  bareFieldset,
  errorText,
  hairline,
  inline,
  labelText,
  mutedText,
  stack,
  wrapRow,
} from '../theme/fragments.ts';
import { media, vars } from '../theme/theme.css.ts';

export const fieldset = style({ ...bareFieldset, ...stack(vars.space.sm) });

export const legend = style({ padding: 0, ...labelText });

export const description = style(mutedText);

export const error = style(errorText);

export const rows = style(stack(vars.space.sm));

/** Phones: the day above its two times; wider screens: one line per day. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridTemplateAreas: '"day day" "start end" "tools tools"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'start',
  margin: 0,
  minWidth: 0,
  paddingInline: 0,
  paddingBlock: vars.space.xs,
  border: 0,
  borderBottom: hairline(vars.color.surfaceDisabled),
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '8rem 1fr 1fr',
      gridTemplateAreas: '"day start end" ". tools tools"',
    },
  },
});

export const day = style({
  gridArea: 'day',
  ...inline(vars.space.sm),
  fontWeight: vars.fontWeight.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0, paddingTop: vars.space.xl },
  },
});

export const offBadge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const start = style({ gridArea: 'start', minWidth: 0 });
export const end = style({ gridArea: 'end', minWidth: 0 });

/** Under the times: "Ends next day" and "Copy to weekdays". */
export const tools = style({ gridArea: 'tools', ...wrapRow(vars.space.md), alignItems: 'center' });
