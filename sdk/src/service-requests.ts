// Service requests' vocabulary, written once for the server (messages, the PDF) and the portal (labels, forms):
// which categories each side has, the words a person reads for every status, category and priority, and the
// sentences both sides say.
import type {
  ServiceRequest,
  ServiceRequestCategory,
  ServiceRequestPriority,
  ServiceRequestStatus,
} from './types.ts';

export type { ServiceRequestCategory, ServiceRequestPriority, ServiceRequestStatus } from './types.ts';

export type ServiceRequestSide = ServiceRequest['side'];

export const serviceRequestStatuses = [
  'new',
  'acknowledged',
  'inProgress',
  'waitingOnRequester',
  'resolved',
  'closed',
  'cancelled',
] as const satisfies readonly ServiceRequestStatus[];

/** Still being worked on (or waiting to be): what "open" means in lists and the "Me too" check. */
export const openServiceRequestStatuses = [
  'new',
  'acknowledged',
  'inProgress',
  'waitingOnRequester',
] as const satisfies readonly ServiceRequestStatus[];

/**
 * The moves of a request's status the company's staff may make (the server answers 409 for any other); the
 * requester's only move is the reopening (resolved → inProgress) within the reopening days.
 */
export const serviceRequestMoves: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  new: ['acknowledged', 'cancelled'],
  acknowledged: ['inProgress', 'cancelled'],
  inProgress: ['waitingOnRequester', 'resolved', 'cancelled'],
  waitingOnRequester: ['inProgress', 'resolved', 'cancelled'],
  resolved: ['inProgress', 'closed'],
  closed: [],
  cancelled: [],
};

export const serviceRequestPriorities = [
  'emergency',
  'high',
  'normal',
  'low',
] as const satisfies readonly ServiceRequestPriority[];

export const serviceRequestCategories: Record<ServiceRequestSide, readonly ServiceRequestCategory[]> = {
  strata: [
    'leakOrWater',
    'electrical',
    'heating',
    'entryAndSecurity',
    'elevator',
    'parking',
    'noiseOrBylaw',
    'commonArea',
    'other',
  ],
  rental: ['repairs', 'appliances', 'pests', 'tenancy', 'other'],
};

export const serviceRequestStatusLabels: Record<ServiceRequestStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  inProgress: 'In progress',
  waitingOnRequester: 'Waiting on requester',
  resolved: 'Resolved',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const serviceRequestCategoryLabels: Record<ServiceRequestCategory, string> = {
  leakOrWater: 'Leak or water',
  electrical: 'Electrical',
  heating: 'Heating',
  entryAndSecurity: 'Entry and security',
  elevator: 'Elevator',
  parking: 'Parking',
  noiseOrBylaw: 'Noise or bylaw',
  commonArea: 'Common area',
  repairs: 'Repairs',
  appliances: 'Appliances',
  pests: 'Pests',
  tenancy: 'Tenancy',
  other: 'Other',
};

export const serviceRequestPriorityLabels: Record<ServiceRequestPriority, string> = {
  emergency: 'Emergency',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

/** How a resident is named to other residents (and to an owner's co-owner): their name stays with staff and the building. */
export const serviceRequestResidentName = 'A resident';

/** How long the requester may reopen a resolved request, and after which it closes by itself. */
export const serviceRequestReopenDays = 14;

export const serviceRequestMessages = {
  onePlace: "Choose one place: a unit, a building's common property or a rental property.",
  strataCategory: 'This category is not one of the strata categories.',
  rentalCategory: 'This category is not one of the rental categories.',
  cancelReason: 'Give a reason for cancelling the request.',
  staffOnly: "Only the company's staff can change a request's status.",
  internalStaffOnly: 'Only staff can write internal notes.',
  closed: 'This request is closed.',
  closedComments: 'This request is closed; comments are no longer taken.',
  reopenTooLate: `This request was resolved more than ${serviceRequestReopenDays} days ago; it can no longer be reopened.`,
  already: (status: ServiceRequestStatus) =>
    `The request is already "${serviceRequestStatusLabels[status]}".`,
  illegalMove: (from: ServiceRequestStatus, to: ServiceRequestStatus) =>
    `A request that is "${serviceRequestStatusLabels[from]}" cannot move to "${serviceRequestStatusLabels[to]}".`,
  attachmentTooLarge: 'The file is larger than 10 MB. Photos and PDFs can be at most 10 MB.',
  attachmentWrongType: 'Only JPEG, PNG or WebP photos or PDF files can be attached.',
} as const;
