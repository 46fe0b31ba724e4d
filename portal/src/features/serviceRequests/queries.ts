// The service requests' reads, shared by a route's loader and its container (one request, the board's counts,
// the places a person may ask about, the open common-area requests "Me too" offers), and the messages of a failed
// read. Kept apart from the actions (api.ts) so the route files, which load with the app, stay light.

import {
  countServiceRequestsOptions,
  getServiceRequestOptions,
  getStrataPropertyOfPropertyAdminOptions,
  listPropertiesOfOwnerUserOptions,
  listServiceRequestsOptions,
  listStrataPropertiesOfUnitUserOptions,
  listStrataPropertiesOptions,
  listStrataUnitsOfUnitUserOptions,
} from '@portal/sdk/query';
import { openServiceRequestStatuses } from '@portal/sdk/service-requests';
import type { ServiceRequestCategory } from './requestText.ts';

/** The list's filters (status, category, priority, overdue, the place, mine) and its paging and sort. */
export type RequestFilters = NonNullable<
  NonNullable<Parameters<typeof listServiceRequestsOptions>[0]>['query']
>;

export const requestQueries = {
  one: (id: number) => getServiceRequestOptions({ path: { id } }),
  counts: (query: RequestFilters) => countServiceRequestsOptions({ query }),
  /** The building's open common-area requests of a category: what "Me too" offers before a new one is made. */
  openCommon: (strataPropertyId: number, category: ServiceRequestCategory) =>
    listServiceRequestsOptions({
      query: {
        strataPropertyId,
        category,
        commonArea: true,
        status: [...openServiceRequestStatuses],
        sort: '-createdAt',
        limit: 10,
      },
    }),
  // The places a person may ask about.
  unitsOfUnitUser: (userId: number) => listStrataUnitsOfUnitUserOptions({ path: { userId } }),
  buildingsOfUnitUser: (userId: number) => listStrataPropertiesOfUnitUserOptions({ path: { userId } }),
  buildingOfPropertyAdmin: (userId: number) => getStrataPropertyOfPropertyAdminOptions({ path: { userId } }),
  propertiesOfOwner: (userId: number) => listPropertiesOfOwnerUserOptions({ path: { userId } }),
  /** The strata staff board's building filter. */
  buildings: () => listStrataPropertiesOptions(),
};

export const requestFailures = {
  list: 'Could not load requests.',
  one: 'Could not load the request.',
  create: 'The request could not be sent. Please try again.',
  move: 'The status could not be changed.',
  comment: 'The comment could not be added.',
  attach: 'The file could not be attached.',
  follow: 'You could not be added to this request.',
  download: 'The file could not be downloaded.',
} as const;
