// The words and shapes every service-request screen shares: the contract's types, the labels of statuses,
// categories and priorities (written once in the SDK for the server and the portal), the staff's moves as buttons
// name them, and where each role area keeps its request pages.

import {
  type ServiceRequestCategory,
  type ServiceRequestSide,
  type ServiceRequestStatus,
  serviceRequestCategories,
  serviceRequestCategoryLabels,
  serviceRequestPriorities,
  serviceRequestPriorityLabels,
  serviceRequestStatuses,
  serviceRequestStatusLabels,
} from '@portal/sdk/service-requests';
import type { ServiceRequest } from '@portal/sdk/types';
import type { Href } from '@portal/ui';

export type {
  ServiceRequest,
  ServiceRequestAttachment,
  ServiceRequestCounts,
  ServiceRequestDetail,
  ServiceRequestInput,
} from '@portal/sdk/types';

export type { ServiceRequestCategory, ServiceRequestSide, ServiceRequestStatus };

export const statusLabel = (status: ServiceRequestStatus) => serviceRequestStatusLabels[status];
export const categoryLabel = (category: ServiceRequestCategory) => serviceRequestCategoryLabels[category];
export const priorityLabel = (priority: ServiceRequestPriority) => serviceRequestPriorityLabels[priority];
type ServiceRequestPriority = ServiceRequest['priority'];

export const statusOptions = serviceRequestStatuses.map((id) => ({ id, label: statusLabel(id) }));
export const priorityOptions = serviceRequestPriorities.map((id) => ({ id, label: priorityLabel(id) }));

/** A side's categories as a select's options (the contract's per-side lists). */
export function categoryOptions(side: ServiceRequestSide | 'both') {
  const ids =
    side === 'both'
      ? [...new Set([...serviceRequestCategories.strata, ...serviceRequestCategories.rental])]
      : serviceRequestCategories[side];
  return ids.map((id) => ({ id, label: categoryLabel(id) }));
}

/** The role areas that have request pages; admin and strataAdmin are the company's staff. */
export type RequestArea = 'admin' | 'strataAdmin' | 'owner' | 'propertyAdmin' | 'strataUnitOwner';

/** The areas whose people ask: the staff's areas answer. */
export type RequesterArea = Exclude<RequestArea, 'admin' | 'strataAdmin'>;

export const isStaffArea = (area: RequestArea) => area === 'admin' || area === 'strataAdmin';

/** The area's list (the staff's board) of requests. */
export const requestsHref = (area: RequestArea): Href => `/${area}/requests`;
export const requestHref = (area: RequestArea, id: number): Href => `/${area}/requests/${id}`;
export const newRequestHref = (area: RequesterArea): Href => `/${area}/requests/new`;

/** A staff move as its button says it, by the status it moves to (and from, for the two ways into inProgress). */
export function moveLabel(from: ServiceRequestStatus, to: ServiceRequestStatus): string {
  switch (to) {
    case 'acknowledged':
      return 'Acknowledge';
    case 'inProgress':
      return from === 'resolved' ? 'Reopen' : from === 'waitingOnRequester' ? 'Resume work' : 'Start work';
    case 'waitingOnRequester':
      return 'Wait on requester';
    case 'resolved':
      return 'Resolve';
    case 'closed':
      return 'Close';
    case 'cancelled':
      return 'Cancel request';
    default:
      return statusLabel(to);
  }
}

export { formatDateTime } from '../shared/dateTime.ts';
