import { style } from '@vanilla-extract/css';
import { plainLink, stack, wrapRow } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const root = style({ ...stack(vars.space.sm), marginBlockEnd: vars.space.xl });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...plainLink(focusRingStyle),
});

export const row = style({
  ...wrapRow(vars.space.md),
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const text = style({ ...stack(vars.space.xs), minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted });

export const actions = style(wrapRow(vars.space.sm));
