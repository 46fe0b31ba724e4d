// What the rental property and listing screens draw beyond the ui's layout components: hints, tags, the gallery and
// its dialog.
import {
  bareButton,
  bareList,
  centred,
  focusRingStyle,
  hairline,
  inline,
  vars,
  wrapRow,
} from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';
import { modalBox, modalDialog, modalHeading, modalOverlay } from './modalFragments.ts';

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
