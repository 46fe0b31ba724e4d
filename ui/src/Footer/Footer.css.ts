import { style } from '@vanilla-extract/css';
import { bareList, hairline, mutedText, stack, textLink, textLinkHovered } from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

export const footer = style({
  borderTop: hairline(vars.color.surfaceDisabled),
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  maxWidth: '1200px',
  marginInline: 'auto',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr' } },
});

export const column = style(stack(vars.space.sm));

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: 'transparent',
  ...textLink,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-hovered]': textLinkHovered, '&[data-focus-visible]': focusRingStyle },
});

export const copyright = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  marginBlockStart: vars.space.xl,
  marginBlockEnd: 0,
  ...mutedText,
});
