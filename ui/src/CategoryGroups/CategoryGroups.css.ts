import { style } from '@vanilla-extract/css';
import { bareList, emptyBox, hairline, inline, insetFocusRing, mutedText } from '../theme/fragments.ts';
import { vars } from '../theme/theme.css.ts';

export const root = style({ minWidth: 0 });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: hairline(vars.color.surfaceDisabled),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const disclosure = style({
  selectors: {
    '& + &': { borderTop: hairline(vars.color.surfaceDisabled) },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const trigger = style({
  ...inline(vars.space.sm),
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.md,
  border: 'none',
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const count = style({ fontWeight: vars.fontWeight.regular, ...mutedText, whiteSpace: 'nowrap' });

export const panel = style({ paddingInline: vars.space.md });

export const items = style(bareList);

export const item = style({
  paddingBlock: vars.space.sm,
  selectors: {
    '& + &': { borderTop: hairline(vars.color.surfaceDisabled) },
  },
});

export const emptyGroup = style({ margin: 0, paddingBlock: vars.space.md, color: vars.color.textMuted });

export const empty = style(emptyBox);
