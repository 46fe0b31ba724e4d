// The server-paged request tables: the staff's board (overdue first) and a requester's list (newest first), each
// with the list's filters in its options.

import { listServiceRequests } from '@portal/sdk/operations';
import { listServiceRequestsQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';
import { requestFailures } from './queries.ts';

const requests = {
  operation: listServiceRequests,
  queryKey: listServiceRequestsQueryKey,
  file: 'service-requests',
  failure: requestFailures.list,
} as const;

/** /admin/requests and /strataAdmin/requests: overdue first, then the soonest due. */
export const boardTable = pagedList({ ...requests, prefix: 'board', sort: 'overdue' });

/** A requester's /…/requests, and the request sections of the unit, building and property pages. */
export const requestTable = pagedList({ ...requests, prefix: 'requests', sort: '-createdAt' });
