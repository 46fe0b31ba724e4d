// Back links that lead where the user came from. A page that links to a record page tells it which page it was on
// with the `from` search parameter (`/admin/property/12?from=/admin/owner/3`); the record page knows the pages it
// can be opened from and names each by its record ("Back To Owner Margaret Chen"). Opened directly, or from a page
// it does not know, it leads to its usual parent (the dashboard for most).
import type { LinkItem } from '@portal/ui';
import { useLocation } from '@tanstack/react-router';
import type { AppHref, AppPath } from '../../app/routerConfig.ts';

/** `href`, telling the page it opens that it was opened from the page at `from` (a path, without its query). */
export function hrefFrom(href: AppPath, from: AppPath): AppHref {
  return `${href}?from=${from}`;
}

/** The path the link that opened this page named in `from`, when it is a path of this site. */
export function openedFrom(search: Record<string, unknown>): string | undefined {
  const { from } = search;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * The back link to `from` when it is one of `ways` (the pages this one knows it can be opened from, each labelled by
 * its record), else `fallback`.
 */
export function backLinkFrom(
  from: string | undefined,
  ways: readonly (LinkItem | null | undefined)[],
  fallback: LinkItem,
): LinkItem {
  return ways.find((way) => way && from !== undefined && way.href === from) ?? fallback;
}

/** The back link of the current page: to the page it was opened from when that is one of `ways`, else `fallback`. */
export function useBackLink(ways: readonly (LinkItem | null | undefined)[], fallback: LinkItem): LinkItem {
  const from = useLocation({ select: (location) => openedFrom(location.search as Record<string, unknown>) });
  return backLinkFrom(from, ways, fallback);
}

/** The strata administrator's way back from a page of a building's (its units, staff, sign-ins) to the building. */
export function backToBuilding(building: { id: number }): LinkItem {
  return { label: 'Back To Building', href: `/strataAdmin/property/${building.id}` };
}
