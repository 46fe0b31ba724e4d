import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { input as fieldInput } from '../FieldWrapper/FieldWrapper.css.ts';
import {
  bareButton,
  disabledText,
  floatingPanel,
  hairline,
  inline,
  insetFocusRing,
  labelText,
  mutedText,
  ringSpinner,
  stack,
  textLink,
  textLinkHovered,
  wrapRow,
} from '../theme/fragments.ts';
import { breakpoints, focusRingStyle, media, vars } from '../theme/theme.css.ts';

export const root = style({ ...stack(vars.space.md), minWidth: 0 });

export const toolbar = style({ ...wrapRow(vars.space.md), alignItems: 'flex-end' });

export const fieldLabel = style({ display: 'block', ...labelText, marginBottom: vars.space.xs });

export const searchField = style({
  width: '100%',
  '@media': { [media.tablet]: { width: '20rem' } },
});

export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    [`${searchField}[data-focus-visible] &, &:focus-within`]: focusRingStyle,
    [`${searchField}[data-disabled] &`]: { background: vars.color.surfaceDisabled },
  },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  paddingInline: vars.space.md,
  minHeight: vars.size.controlMd,
  outline: 'none',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const clearButton = style({
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  ...bareButton,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${searchField}[data-empty] &`]: { visibility: 'hidden' },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-hovered]': { color: vars.color.text },
  },
});

/** Narrow screens scroll the table sideways rather than squeezing columns. */
/** The grid and, while the keyboard is in it, the hint drawn over the space below (nothing moves). */
export const gridArea = style({ position: 'relative', minWidth: 0 });

export const keyboardHint = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  // Centred: the pager below keeps its size choice on the left and its buttons on the right.
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  zIndex: 1,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.sm,
});

/** Empty and out of the layout until the keyboard enters the grid (the live region stays, so the hint is announced). */
export const keyboardHintHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  margin: 0,
});

export const scroller = style({
  overflowX: 'auto',
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Below the tablet width each row is a card: every cell on its own line under its column's name. */
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
  '@media': { [phone]: { display: 'block' } },
});

/**
 * On a phone, where the column headers are hidden and each row is a card: the sort as a list to pick from (its own
 * native select: the phone's picker). Not shown on wider screens, where the headers sort.
 */
export const phoneSort = style({
  display: 'none',
  '@media': {
    [phone]: { display: 'block', marginBlockEnd: vars.space.sm },
  },
});

/** The form fields' text input (FieldWrapper's `input`), its focus and disabled looks on the native states. */
export const phoneSortSelect = style([
  fieldInput,
  {
    selectors: {
      '&:focus-visible': focusRingStyle,
      '&:disabled': { background: vars.color.surfaceDisabled, ...disabledText },
    },
  },
]);

export const header = style({
  background: vars.color.surfaceSubtle,
  '@media': {
    // The column headers stay for screen readers (and sorting by keyboard); the cards name each value instead.
    [phone]: {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** A column's alignment, its header's and its cells' alike. */
const alignVariants = {
  align: {
    start: { textAlign: 'start' },
    end: { textAlign: 'end' },
  },
} as const;

export const column = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBottom: hairline(vars.color.borderStrong),
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': insetFocusRing,
    },
  },
  variants: alignVariants,
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const body = style({ '@media': { [phone]: { display: 'block' } } });

export const row = style({
  outline: 'none',
  '@media': {
    [phone]: {
      display: 'block',
      paddingBlock: vars.space.xs,
      borderBottom: hairline(vars.color.borderStrong),
    },
  },
  selectors: {
    '&:nth-child(even)': { background: vars.color.surfaceSubtle },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    // The row itself focused while the keyboard is in the grid (DataTableGrid.tsx).
    [`${table}[data-focus-visible-within] &:focus`]: insetFocusRing,
  },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBottom: hairline(vars.color.surfaceDisabled),
    color: vars.color.text,
    verticalAlign: 'middle',
    // Long words break only when they cannot fit a line of their own, never mid-word in a squeezed column.
    overflowWrap: 'break-word',
    outline: 'none',
    // The cell itself focused (not a link or button in it) while the keyboard is in the grid (DataTableGrid.tsx).
    selectors: { [`${table}[data-focus-visible-within] &:focus`]: insetFocusRing },
    '@media': {
      [phone]: {
        display: 'grid',
        // The value's column may shrink below its longest word (an email), which then breaks instead of being cut off.
        gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
        border: 'none',
        textAlign: 'start',
        selectors: {
          '&::before': {
            content: 'attr(data-label)',
            fontWeight: vars.fontWeight.bold,
            color: vars.color.textMuted,
          },
        },
      },
    },
  },
  variants: alignVariants,
});

export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [phone]: { justifyContent: 'flex-start' } },
});

export const link = style({
  ...textLink,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-hovered]': textLinkHovered, '&[data-focus-visible]': focusRingStyle },
});

const emptyBase = {
  margin: 0,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
} as const;

/** The body's one cell when it has no rows (a row header, as react-aria-components' Table renders it). */
export const emptyCell = style({ textAlign: 'start', fontWeight: 'inherit' });

export const empty = style({ ...emptyBase, color: vars.color.textMuted });

export const error = style({
  ...emptyBase,
  color: vars.color.danger,
  background: vars.color.dangerSurface,
  fontWeight: vars.fontWeight.medium,
});

export const retry = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.md,
});

export const loading = style({
  ...emptyBase,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(ringSpinner('1.25em', spin));

export const pager = style({
  ...wrapRow(vars.space.md),
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const pageSize = style({
  display: 'flex',
  flexDirection: 'column',
});

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '5.5rem',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { background: vars.color.surfaceDisabled, ...disabledText },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  ...floatingPanel,
  borderRadius: vars.radius.md,
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

/** The range sits beside the rows-per-page field ("1–10 of 9,004"), not adrift between it and the page buttons. */
export const range = style({
  ...mutedText,
  // On the line of the field's button (the field's label is above it), as tall as the button and centred on it.
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  marginInlineEnd: 'auto',
});

/**
 * First and Previous, the page field, Next and Last. On a phone they wrap onto a second line rather than overflow,
 * both lines starting at the left edge as the rows-per-page field does. The gaps stay wide enough for a focus ring
 * not to touch the text beside it.
 */
export const pageButtons = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'flex-end',
  '@media': { [phone]: { justifyContent: 'flex-start' } },
});

/** First with Previous, Next with Last: a pair wraps as one, so no button is left alone on a line. */
export const pageStepPair = style(inline(vars.space.sm));

/** "Page [n] of m": label, input and description on one line, far enough apart for the input's focus ring. */
export const pageField = style(inline(vars.space.sm));

/** "Page" and "of m" read as one phrase with the number between them. */
export const pageFieldText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** The form fields' text input (FieldWrapper's `input`), as tall as the small buttons beside it, its number centred. */
export const pageInput = style([
  fieldInput,
  {
    width: '4.5rem',
    minHeight: vars.size.controlSm,
    paddingBlock: 0,
    // A narrow padding leaves room for "1,001" in the phone's narrower box.
    paddingInline: vars.space.xxs,
    textAlign: 'center',
    // Narrower on a phone, so that "Page [1,001] of 1,001" and Next and Last share a line at 360 px.
    '@media': { [phone]: { width: '3.75rem' } },
  },
]);
