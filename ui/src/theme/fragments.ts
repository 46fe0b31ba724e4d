import { vars } from './theme.css.ts';

/*
 * Style fragments several components share. Spread them into a `style()` object (`{ ...stack(vars.space.sm) }`):
 * each component keeps one class and the same CSS, and a change to a pattern is made once here.
 */

/** A hairline border in the given colour. */
export const hairline = (color: string) => `${vars.size.borderWidth} solid ${color}`;

/** Children in a column, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children in a row, centred across it, `gap` apart. */
export const inline = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** Children in a row that wraps, `gap` apart (toolbars, action groups). */
export const wrapRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** Content centred both ways in an inline box (icon buttons, markers). */
export const centred = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** A list without bullets or indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A fieldset without its frame. */
export const bareFieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** A button that draws nothing of its own until hovered. */
export const bareButton = {
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
} as const;

/** A field's label (and a fieldset's legend). */
export const labelText = {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
} as const;

/** Small print in the muted colour: descriptions, counts, hints. */
export const mutedText = { fontSize: vars.fontSize.sm, color: vars.color.textMuted } as const;

/** A field's error message. */
export const errorText = {
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
} as const;

/** A disabled control's text and pointer. */
export const disabledText = { color: vars.color.textDisabled, cursor: 'not-allowed' } as const;

/** A link in running text: underlined, so it is not told apart by colour alone. */
export const textLink = {
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
} as const;

/** A link drawn without underline until it is hovered (the brand, a back link); `focus` is the ring its background takes. */
export const plainLink = (focus: { outline: string; outlineOffset: string }) =>
  ({
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': focus,
    },
  }) as const;

/** A text link under the pointer. */
export const textLinkHovered = { color: vars.color.brandHover, textDecorationThickness: '2px' } as const;

/** The focus ring drawn inside the element, where an outer ring would be clipped (table cells, list options). */
export const insetFocusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

/** A floating panel: menus, pick lists, calendars. */
export const floatingPanel = {
  background: vars.color.surface,
  border: hairline(vars.color.border),
  boxShadow: vars.elevation.md,
} as const;

/** The list inside a floating panel (a menu, a pick list): scrolls past `maxHeight`. */
export const floatingList = (maxHeight: string) =>
  ({ maxHeight, overflowY: 'auto', padding: vars.space.xs, outline: 'none' }) as const;

/** A row of a floating list (a menu item, an option): its parts side by side, a comfortable target. */
export const floatingListRow = {
  ...inline(vars.space.sm),
  minHeight: vars.size.controlSm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** The dimmed screen behind a modal, centring it. */
export const backdrop = {
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** The box a list shows when it has nothing in it. */
export const emptyBox = {
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/** A ring spinner of the given size; pass the `spin` keyframes of the calling style sheet. */
export const ringSpinner = (size: string, spin: string) =>
  ({
    width: size,
    height: size,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.brand}`,
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
  }) as const;

/** The label of a checkbox, radio or switch: the mark and its text side by side, a comfortable target. */
export const choiceLabel = {
  display: 'inline-flex',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': disabledText },
} as const;

/** The 20 px mark of a checkbox or radio, lined up with the first line of its text. */
export const choiceMark = {
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
} as const;

/** The colour of each status (alert and toast icons). */
export const statusColor = {
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  error: { color: vars.color.danger },
} as const;

/** A status message's box (inline alerts, toasts): its icon beside the text, a thick coloured edge added by each. */
export const statusBox = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
} as const;
