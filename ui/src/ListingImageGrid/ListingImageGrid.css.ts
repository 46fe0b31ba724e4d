import { style } from '@vanilla-extract/css';
import { disabledText, emptyBox, hairline, inline, stack, wrapRow } from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

// The spec's geometry (1170 wide, rows of 100, tiles 3 wide and 2 high); phones get fewer columns.
const gridWidth = '1170px';
const rowHeight = '100px';

export const root = style({ ...stack(vars.space.lg), maxWidth: gridWidth, minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridAutoRows: rowHeight,
  gap: vars.space.md,
  outline: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-drop-target]': { outline: `${vars.size.focusRingWidth} dashed ${vars.color.brand}` },
    '&[data-empty]': { display: 'block' },
  },
});

export const empty = style(emptyBox);

export const dropIndicator = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });

const insertionBar = `${vars.space.xs} solid ${vars.color.brand}`;

export const tile = style({
  position: 'relative',
  gridRow: 'span 2',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: hairline(vars.color.border),
  background: vars.color.surfaceSubtle,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.brand}` },
    [`${dropIndicator}[data-drop-target] + &`]: { borderLeft: insertionBar },
    [`&:has(+ ${dropIndicator}[data-drop-target])`]: { borderRight: insertionBar },
  },
});

export const image = style({ flex: 1, minHeight: 0, width: '100%', objectFit: 'cover' });

export const bar = style({
  ...inline(vars.space.xs),
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  borderTop: hairline(vars.color.surfaceDisabled),
});

export const position = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const buttons = style({ display: 'flex', gap: vars.space.xxs });

const smallButton = {
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  border: hairline('transparent'),
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
} as const;

export const handle = style({
  ...smallButton,
  cursor: 'grab',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const iconButton = style({
  ...smallButton,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { ...disabledText, background: 'transparent' },
  },
});

export const removeButton = style({
  ...smallButton,
  paddingInline: vars.space.sm,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.dangerSurface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { ...disabledText, background: 'transparent' },
  },
});

export const pending = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});
