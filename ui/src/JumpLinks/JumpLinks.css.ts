import { style } from '@vanilla-extract/css';
import { bareList, labelText, textLink, textLinkHovered, wrapRow } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const label = style({ ...labelText, margin: 0 });

export const list = style({ ...bareList, ...wrapRow(vars.space.sm) });

/** Each link as tall as a small control, so a thumb finds it on a phone. */
export const link = style({
  ...textLink,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:hover': textLinkHovered, '&:focus-visible': focusRingStyle },
});
