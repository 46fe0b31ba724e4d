// Layout of the rental property and listing screens: a column of cards and form sections, actions in a row.
import {
  bareButton,
  bareList,
  centred,
  focusRingStyle,
  hairline,
  inline,
  media,
  stack,
  vars,
  wrapRow,
} from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';
import { modalBox, modalDialog, modalHeading, modalOverlay } from './modalFragments.ts';

export const page = style(stack(vars.space.lg));

/** Two cards side by side on wide screens (details beside amenities), one column on phones. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const form = style(stack(vars.space.lg));

export const formActions = style({ ...wrapRow(vars.space.md), alignItems: 'center' });

export const actions = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tagList = style({ ...wrapRow(vars.space.xs), ...bareList });

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSubtle,
  border: hairline(vars.color.border),
  fontSize: vars.fontSize.sm,
});

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  ...bareList,
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

export const dialogOverlay = style(modalOverlay);

export const dialogModal = style({ ...modalBox('960px'), display: 'flex', overflow: 'auto' });

export const dialog = style({ ...modalDialog, width: '100%' });

export const dialogHeader = style(inline(vars.space.md));

export const dialogHeading = style(modalHeading);

export const focusable = style({
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const closeButton = style({
  ...centred,
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  ...bareButton,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
  },
});

/** Text that wraps inside a control that does not (a link-styled button): BreakableName. */
export const breakable = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  minWidth: 0,
});
