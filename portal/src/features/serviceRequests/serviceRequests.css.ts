// Layout of the service-request screens: the board's counts and filters, the request page's two columns, its
// timeline and comments. Tokens only.
import { bareList, hairline, media, stack, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const counts = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
});

export const count = style({
  ...stack(vars.space.xxs),
  padding: vars.space.sm,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const countOverdue = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSurface,
});

export const countNumber = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' } },
});

/** A date or a time in a table cell, kept on one line. */
export const noWrap = style({ whiteSpace: 'nowrap' });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const entries = style({ ...bareList, ...stack(vars.space.md) });

export const entry = style({
  ...stack(vars.space.xxs),
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
});

export const internalEntry = style({
  borderInlineStartColor: vars.color.warning,
  background: vars.color.warningSurface,
  paddingBlock: vars.space.xs,
});

export const tag = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.warningSurface,
  color: vars.color.text,
  border: hairline(vars.color.warning),
});

export const overdueTag = style([
  tag,
  { background: vars.color.dangerSurface, borderColor: vars.color.danger },
]);

export const similar = style({ ...bareList, ...stack(vars.space.sm) });

export const similarItem = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
});

/** A place's requests under its page. */
export const section = style({ marginBlockStart: vars.space.lg });
