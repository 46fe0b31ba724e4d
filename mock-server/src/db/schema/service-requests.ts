// Service requests: what owners, residents and buildings ask for, its life (history), comments, attachments and
// followers ("Me too"). The place is copied as text (placeName) and the requester's name too, so a list reads this
// table alone.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, trigramIndex } from './columns.ts';
import { properties } from './rental.ts';
import { strataProperties, strataUnits } from './strata.ts';

export const serviceRequestStatuses = [
  'new',
  'acknowledged',
  'inProgress',
  'waitingOnRequester',
  'resolved',
  'closed',
  'cancelled',
] as const;
export const serviceRequestStatus = pgEnum('service_request_status', serviceRequestStatuses);

/** In order of urgency: sorting by the enum sorts emergencies first. */
export const serviceRequestPriorities = ['emergency', 'high', 'normal', 'low'] as const;
export const serviceRequestPriority = pgEnum('service_request_priority', serviceRequestPriorities);

export const serviceRequestEventKinds = ['created', 'status', 'comment', 'attachment', 'follower'] as const;
export const serviceRequestEventKind = pgEnum('service_request_event_kind', serviceRequestEventKinds);

const at = () => timestamp({ withTimezone: true });

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    priority: serviceRequestPriority().notNull(),
    status: serviceRequestStatus().notNull().default('new'),
    side: text().notNull(),
    commonArea: boolean().notNull().default(false),
    strataPropertyId: integer().references(() => strataProperties.id, { onDelete: 'cascade' }),
    strataUnitId: integer().references(() => strataUnits.id, { onDelete: 'cascade' }),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    placeName: text().notNull(),
    requesterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterName: text().notNull(),
    entryPermission: boolean().notNull(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
    dueAt: at().notNull(),
    resolvedAt: at(),
    /** Followers besides the requester, kept with each follow so lists need no count. */
    followerCount: integer().notNull().default(0),
  },
  (t) => [
    check('service_requests_side', sql`${t.side} IN ('strata', 'rental')`),
    check(
      'service_requests_one_place',
      sql`(${t.side} = 'rental' AND ${t.propertyId} IS NOT NULL AND ${t.strataPropertyId} IS NULL)
        OR (${t.side} = 'strata' AND ${t.propertyId} IS NULL AND ${t.strataPropertyId} IS NOT NULL
          AND (${t.strataUnitId} IS NOT NULL) <> ${t.commonArea})`,
    ),
    index('service_requests_created_idx').on(t.createdAt, t.id),
    index('service_requests_side_created_idx').on(t.side, t.createdAt, t.id),
    index('service_requests_status_idx').on(t.status, t.dueAt),
    index('service_requests_building_idx').on(t.strataPropertyId, t.createdAt),
    index('service_requests_unit_idx').on(t.strataUnitId, t.createdAt),
    index('service_requests_property_idx').on(t.propertyId, t.createdAt),
    index('service_requests_requester_idx').on(t.requesterId),
    index('service_requests_resolved_idx').on(t.resolvedAt).where(sql`${t.status} = 'resolved'`),
    trigramIndex('service_requests_title_trgm_idx', t.title),
  ],
);

const requestId = () =>
  integer()
    .notNull()
    .references(() => serviceRequests.id, { onDelete: 'cascade' });

/** The request's history: creation, moves, comments, attachments, followers; internal ones are staff-only. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: id(),
    serviceRequestId: requestId(),
    kind: serviceRequestEventKind().notNull(),
    at: at().notNull().defaultNow(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    fromStatus: serviceRequestStatus(),
    toStatus: serviceRequestStatus(),
    note: text(),
    internal: boolean().notNull().default(false),
  },
  (t) => [index('service_request_events_request_idx').on(t.serviceRequestId, t.id)],
);

export const serviceRequestComments = pgTable(
  'service_request_comments',
  {
    id: id(),
    serviceRequestId: requestId(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    fromStaff: boolean().notNull(),
    text: text().notNull(),
    internal: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_comments_request_idx').on(t.serviceRequestId, t.id)],
);

export const serviceRequestAttachments = pgTable(
  'service_request_attachments',
  {
    id: id(),
    serviceRequestId: requestId(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    path: text().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_attachments_request_idx').on(t.serviceRequestId, t.id)],
);

export const serviceRequestFollowers = pgTable(
  'service_request_followers',
  {
    serviceRequestId: requestId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceRequestId, t.userId] }),
    index('service_request_followers_user_idx').on(t.userId),
  ],
);
