// Layout of the announcement screens: cards of announcements (pinned ones marked at their start), the form, the
// read receipts and the bouncing addresses.
import { stack, vars, wrapRow } from '@portal/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { entryCard, markedEntry } from '../shared/entryCard.ts';

const cardBase = style({ ...stack(vars.space.xs), ...entryCard });

export const card = styleVariants({ plain: [cardBase], pinned: [cardBase, markedEntry] });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({
  ...wrapRow(vars.space.sm),
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const badge = style({ fontWeight: 600, color: vars.color.text });

export const body = style({ color: vars.color.text });

export const empty = style({ color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const tableWrap = style({ overflowX: 'auto' });

export const section = style(stack(vars.space.sm));

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
