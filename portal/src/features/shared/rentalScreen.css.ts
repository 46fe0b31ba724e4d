// Layout of the rental property and listing screens: a column of cards and form sections, actions in a row.
import { focusRingStyle, media, vars } from '@portal/ui/theme/theme.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** Two cards side by side on wide screens (details beside amenities), one column on phones. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSubtle,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const galleryImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
});

export const richText = style({
  maxWidth: '70ch',
  lineHeight: vars.lineHeight.normal,
});

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  background: vars.color.overlay,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const dialogModal = style({
  width: '100%',
  maxWidth: '960px',
  maxHeight: '100%',
  display: 'flex',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  overflow: 'auto',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.lg,
  outline: 'none',
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const dialogHeading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const focusable = style({
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
  },
});
