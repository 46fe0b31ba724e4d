// Style fragments of the portal's own modal dialogs (the building, unit and property screens' dialogs): spread
// into a `style()` object, so each screen keeps its classes and the same CSS.
import { backdrop, focusRingStyle, media, vars } from '@portal/ui/theme';

/** The dimmed screen behind the dialog, with room around it on wider screens. */
export const modalOverlay = {
  ...backdrop,
  padding: vars.space.sm,
  background: vars.color.overlay,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
};

/** The dialog's box, up to `maxWidth` wide, scrolling when it is taller than the screen. */
export const modalBox = (maxWidth: string) =>
  ({
    width: '100%',
    maxWidth,
    maxHeight: '100%',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.lg,
  }) as const;

/** The dialog's column: heading, content, actions. */
export const modalDialog = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
} as const;

/** The dialog's title beside its close button; focused with a ring when the dialog opens on it (no field first). */
export const modalHeading = {
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': focusRingStyle },
} as const;
