// The look of an entry in a list of cards (an announcement, a notification), spread into a screen's styles.
import { vars } from '@portal/ui/theme';

/** Bordered, rounded, on the surface; a long word wraps instead of running out of the card. */
export const entryCard = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
} as const;

/** A marked entry (pinned, unread): a brand bar at its start on the subtle surface. */
export const markedEntry = {
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceSubtle,
} as const;
