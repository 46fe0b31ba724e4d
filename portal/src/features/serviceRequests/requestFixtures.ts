// Requests for the stories: one per stage of a request's life, a staff view with an internal note, the places of a
// unit owner.
import type { RequestPlace } from './requestForm.ts';
import type { ServiceRequest, ServiceRequestCounts, ServiceRequestDetail } from './requestText.ts';

const base: ServiceRequest = {
  id: 31,
  title: 'Elevator B stuck on the 3rd floor',
  description: 'The east elevator has stopped between floors since this morning; the display shows E-12.',
  category: 'elevator',
  priority: 'high',
  status: 'acknowledged',
  side: 'strata',
  commonArea: true,
  strataPropertyId: 4,
  strataUnitId: null,
  propertyId: null,
  placeName: 'Bayshore Commons, common property',
  requesterId: 18,
  requesterName: 'Daniel Okafor',
  entryPermission: false,
  createdAt: '2026-11-30T08:12:00Z',
  updatedAt: '2026-11-30T09:40:00Z',
  dueAt: '2026-12-01T08:12:00Z',
  overdue: true,
  resolvedAt: null,
  affectedCount: 4,
};

export const storyRequests: ServiceRequest[] = [
  base,
  {
    ...base,
    id: 32,
    title: 'Water stain spreading on the bathroom ceiling',
    description: 'A brown stain about 30 cm wide appeared over the bathtub after the rain last night.',
    category: 'leakOrWater',
    priority: 'normal',
    status: 'new',
    commonArea: false,
    strataUnitId: 57,
    placeName: 'Bayshore Commons, unit 101',
    overdue: false,
    dueAt: '2026-12-03T10:00:00Z',
    affectedCount: 1,
  },
  {
    ...base,
    id: 33,
    title: 'Parkade gate does not close',
    category: 'entryAndSecurity',
    priority: 'low',
    status: 'inProgress',
    overdue: false,
    affectedCount: 2,
  },
];

export const storyCounts: ServiceRequestCounts = {
  total: 42,
  overdue: 3,
  byStatus: {
    new: 5,
    acknowledged: 4,
    inProgress: 9,
    waitingOnRequester: 2,
    resolved: 6,
    closed: 14,
    cancelled: 2,
  },
};

/** A unit request as its staff see it: moved twice, a public comment and an internal note, a photo. */
export const storyDetail: ServiceRequestDetail = {
  ...base,
  ...storyRequests[1],
  id: 32,
  status: 'inProgress',
  title: 'Water stain spreading on the bathroom ceiling',
  description: 'A brown stain about 30 cm wide appeared over the bathtub after the rain last night.',
  requesterId: 18,
  history: [
    {
      id: 1,
      kind: 'created',
      at: '2026-11-30T08:12:00Z',
      actorName: 'Daniel Okafor',
      fromStatus: null,
      toStatus: 'new',
      note: null,
      internal: false,
    },
    {
      id: 2,
      kind: 'attachment',
      at: '2026-11-30T08:13:00Z',
      actorName: 'Daniel Okafor',
      fromStatus: null,
      toStatus: null,
      note: 'ceiling-stain.jpg',
      internal: false,
    },
    {
      id: 3,
      kind: 'status',
      at: '2026-11-30T09:40:00Z',
      actorName: 'Helen Ng',
      fromStatus: 'new',
      toStatus: 'acknowledged',
      note: null,
      internal: false,
    },
    {
      id: 4,
      kind: 'comment',
      at: '2026-11-30T09:41:00Z',
      actorName: 'Helen Ng',
      fromStatus: null,
      toStatus: null,
      note: 'A plumber is booked for Tuesday at 10.',
      internal: false,
    },
    {
      id: 5,
      kind: 'comment',
      at: '2026-11-30T09:42:00Z',
      actorName: 'Helen Ng',
      fromStatus: null,
      toStatus: null,
      note: 'Unit 201 above had a leak last year: check its bathtub seal first.',
      internal: true,
    },
    {
      id: 6,
      kind: 'status',
      at: '2026-12-01T10:05:00Z',
      actorName: 'Helen Ng',
      fromStatus: 'acknowledged',
      toStatus: 'inProgress',
      note: 'Plumber on site.',
      internal: false,
    },
  ],
  comments: [
    {
      id: 1,
      authorName: 'Helen Ng',
      fromStaff: true,
      text: 'A plumber is booked for Tuesday at 10.',
      internal: false,
      createdAt: '2026-11-30T09:41:00Z',
    },
    {
      id: 2,
      authorName: 'Helen Ng',
      fromStaff: true,
      text: 'Unit 201 above had a leak last year: check its bathtub seal first.',
      internal: true,
      createdAt: '2026-11-30T09:42:00Z',
    },
  ],
  attachments: [
    {
      id: 9,
      fileName: 'ceiling-stain.jpg',
      contentType: 'image/jpeg',
      size: 482113,
      uploadedByName: 'Daniel Okafor',
      createdAt: '2026-11-30T08:13:00Z',
    },
  ],
  following: true,
  reopenUntil: null,
};

/** The same request resolved on 2026-12-02, as its requester sees it (no internal note). */
export const storyResolvedForRequester: ServiceRequestDetail = {
  ...storyDetail,
  status: 'resolved',
  resolvedAt: '2026-12-02T12:00:00Z',
  reopenUntil: '2026-12-16T12:00:00Z',
  overdue: false,
  history: [
    ...storyDetail.history.filter((entry) => !entry.internal),
    {
      id: 7,
      kind: 'status',
      at: '2026-12-02T12:00:00Z',
      actorName: 'Helen Ng',
      fromStatus: 'inProgress',
      toStatus: 'resolved',
      note: 'Seal replaced; the ceiling dried out.',
      internal: false,
    },
  ],
  comments: storyDetail.comments.filter((comment) => !comment.internal),
};

export const storyPlaces: RequestPlace[] = [
  { key: 'unit:57', label: 'Bayshore Commons, unit 101', side: 'strata' },
  { key: 'common:4', label: 'Bayshore Commons, common property', side: 'strata', commonBuildingId: 4 },
];
