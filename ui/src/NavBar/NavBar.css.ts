import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  bareList,
  floatingList,
  floatingListRow,
  floatingPanel,
  plainLink,
  wrapRow,
} from '../theme/fragments.ts';
import { focusRingStyle, media, vars } from '../theme/theme.css.ts';

// The bar is dark: the page's focus colour would be too faint on it, so focus is drawn in the bar's text colour.
const focusOnBar = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.onTopBar}`,
  outlineOffset: vars.size.focusRingOffset,
} as const;

export const bar = recipe({
  base: {
    background: vars.color.topBar,
    color: vars.color.onTopBar,
    transition: 'background-color 200ms',
  },
  variants: {
    translucent: {
      // The public bar once scrolled: the page shows through, text stays legible on the tinted glass.
      true: {
        background: `color-mix(in srgb, ${vars.color.topBar} 82%, transparent)`,
        backdropFilter: 'blur(6px)',
      },
      false: {},
    },
  },
});

export const inner = recipe({
  base: {
    ...wrapRow(vars.space.sm),
    alignItems: 'center',
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    minHeight: vars.size.controlLg,
    // One row on desktops: the brand's text wraps before the items do.
    '@media': { [media.desktop]: { flexWrap: 'nowrap' } },
  },
  variants: {
    // A signed-in bar on a desktop: the brand and the account's items, then the menu on a row of its own.
    twoRows: {
      true: {
        '@media': {
          [media.desktop]: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            gridTemplateAreas: '"brand end" "menu menu"',
            columnGap: vars.space.md,
            rowGap: 0,
          },
        },
      },
      false: {},
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingBlock: vars.space.sm,
  '@media': {
    // It wraps between words but never below its longest one, which would spill over the first item.
    [media.desktop]: { flex: '0 1 auto', minWidth: 'min-content', marginInlineEnd: vars.space.md },
    [media.wide]: { marginInlineEnd: vars.space.xl },
  },
});

export const brandLink = style({ color: vars.color.onTopBar, ...plainLink(focusOnBar) });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.onTopBar}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onTopBar,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusOnBar },
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The items behind the Menu button on a phone; on a desktop its lists are the bar's own (display: contents). */
export const panel = recipe({
  base: {
    flexBasis: '100%',
    paddingBlockEnd: vars.space.sm,
    '@media': { [media.desktop]: { display: 'contents' } },
  },
  variants: {
    open: {
      true: { display: 'block' },
      false: { display: 'none' },
    },
  },
});

const barList = {
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
} as const;

export const list = style({
  ...barList,
  gridArea: 'menu',
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      // A menu longer than its row (the public bar's beside the brand, when a font is larger) wraps rather than
      // squeezing the brand.
      flexWrap: 'wrap',
      flex: 1,
      gap: vars.space.xxs,
      // The menu's own row (a signed-in bar) keeps its height when it is empty: the shell before the script.
      minHeight: vars.size.controlMd,
    },
  },
});

/** The account's items: after the menu on a phone, at the end of the brand's row on a desktop. */
export const endList = style({
  ...barList,
  gridArea: 'end',
  '@media': {
    [media.desktop]: { flexDirection: 'row', justifyContent: 'flex-end', gap: vars.space.xxs },
  },
});

export const listItem = style({ display: 'flex', flexShrink: 0 });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onTopBar,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': {
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
    '&[data-current]': {
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
      textDecorationThickness: '2px',
    },
    '&[data-focus-visible]': focusOnBar,
  },
  // The public bar's nine items fit one row on a 1024 px screen with the smaller size.
  '@media': {
    [media.desktop]: { width: 'auto', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
    [media.wide]: { paddingInline: vars.space.md },
  },
});

/** A count after a bar link's label (unread notifications): white on the danger red, 4.5:1 or more. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  paddingInline: vars.space.xxs,
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.onStatus,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.5,
});

// The chevron keeps its size when the row is tight.
globalStyle(`${item} svg`, { flexShrink: 0 });

export const popover = style({
  minWidth: '14rem',
  ...floatingPanel,
  borderRadius: vars.radius.md,
  outline: 'none',
});

export const menu = style(floatingList('inherit'));

export const menuItem = style({
  ...floatingListRow,
  paddingInline: vars.space.md,
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const menuItemLabel = style({ flex: 1 });
