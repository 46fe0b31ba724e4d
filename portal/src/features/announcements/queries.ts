// The announcements' reads: the lists (the audience's, or staff's active or archived), one announcement, its read
// receipts, the buildings to address, and the addresses that bounce.
import {
  getAnnouncementOptions,
  getAnnouncementReadsOptions,
  listAnnouncementsOptions,
  listMailBouncesOptions,
  listStrataPropertiesOptions,
} from '@portal/sdk/query';

/** How many announcements a dashboard shows (the list page shows the rest). */
export const dashboardShown = 5;
/** How many a list page shows. */
export const listShown = 100;

export const announcementQueries = {
  list: (archived = false) =>
    listAnnouncementsOptions({ query: { limit: listShown, ...(archived && { archived: true }) } }),
  dashboard: () => listAnnouncementsOptions({ query: { limit: dashboardShown } }),
  one: (id: number) => getAnnouncementOptions({ path: { id } }),
  reads: (id: number) => getAnnouncementReadsOptions({ path: { id } }),
  buildings: () => listStrataPropertiesOptions(),
  bounces: (side: 'rental' | 'strata', strataPropertyId?: number) =>
    listMailBouncesOptions({
      query: { side, limit: listShown, ...(strataPropertyId !== undefined && { strataPropertyId }) },
    }),
};
