// The database schema: every entity of section 3 of both specifications.
// Column names are snake_case in SQL (drizzle `casing: 'snake_case'`) and camelCase here, matching the API's field
// names so handlers can map rows to responses without renaming. Changing this file needs a new migration:
// `npm run db:generate -w @portal/server`, then commit mock-server/drizzle/.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const archived = () => boolean().notNull().default(false);
/** Money: numeric(12,2), read as a JS number (amounts stay far below 2^53 cents). */
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export const roleNames = [
  'Administrator',
  'Super Administrator',
  'Owner',
  'Strata Administrator',
  'Strata Owner',
  'Strata Unit Owner',
] as const;
export type RoleName = (typeof roleNames)[number];
export const roleName = pgEnum('role_name', roleNames);

export const contractTypes = ['RM', 'CM', 'LU', 'RB'] as const;
export const contractType = pgEnum('contract_type', contractTypes);

export const staffPositions = ['Building Manager', 'Building Supervisor', 'Concierge', 'Cleaner'] as const;
export const staffPosition = pgEnum('staff_position', staffPositions);

export const padStatuses = ['Pending', 'Active', 'Temporary'] as const;
export const padStatus = pgEnum('pad_status', padStatuses);

export const strataFormKinds = [
  'changeOfAddress',
  'ownerInformationSheet',
  'pad',
  'bylawComplaint',
  'bylawDispute',
] as const;
export const strataFormKind = pgEnum('strata_form_kind', strataFormKinds);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text().notNull(),
    /** Upper-cased userName: the case-insensitive unique key (as the API's normalizedUserName). */
    normalizedUserName: text().notNull(),
    /** Every account has one; a building login left blank gets the plan number at the product's mail domain. */
    email: text().notNull(),
    /** Upper-cased email: the case-insensitive unique key. */
    normalizedEmail: text().notNull(),
    passwordHash: text().notNull(),
    roleName: roleName().notNull(),
    phoneNumber: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_normalized_user_name_key').on(t.normalizedUserName),
    uniqueIndex('users_normalized_email_key').on(t.normalizedEmail),
    check('users_normalized_user_name_upper', sql`${t.normalizedUserName} = upper(${t.userName})`),
    check('users_normalized_email_upper', sql`${t.normalizedEmail} = upper(${t.email})`),
    index('users_role_name_idx').on(t.roleName),
    // The owner table sorts by email and searches it (`q`: ILIKE '%…%', served by a trigram index; pg_trgm).
    index('users_email_idx').on(t.email, t.id),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The Strata Users tables search user names too (21,000 accounts with the large seed).
    index('users_user_name_trgm_idx').using('gin', t.userName.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** Single-use, expiring password reset tokens; only a SHA-256 digest of the token is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenDigest: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- rental side

export const ownerProfiles = pgTable(
  'owner_profiles',
  {
    id: id(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    province: text(),
    postal: text().notNull(),
    countryId: smallint().notNull().default(1),
    phone: text().notNull(),
    mobile: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  // The owner tables page by name or city within archived or active (GET /ownerProfile?limit=…&sort=…).
  (t) => [
    index('owner_profiles_archived_name_idx').on(t.archived, t.name, t.id),
    index('owner_profiles_archived_city_idx').on(t.archived, t.city, t.id),
    // Searched with ILIKE '%…%' (`q`), also as the property table's owner name: trigram indexes (pg_trgm).
    index('owner_profiles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('owner_profiles_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    /** Null once the property is removed from its owner (PUT /property/remove/owner/{propertyId}). */
    ownerId: integer().references(() => ownerProfiles.id, { onDelete: 'set null' }),
    secondaryOwnerId: integer().references(() => ownerProfiles.id, { onDelete: 'set null' }),
    rmNumber: text().notNull(),
    contractType: contractType().notNull().default('RM'),
    address: text().notNull(),
    street: text().notNull(),
    suite: text(),
    city: text().notNull(),
    province: text().notNull(),
    postal: text().notNull(),
    countryId: smallint().notNull().default(1),
    areaId: integer(),
    sqft: integer(),
    /** 0 means Studio. */
    bedroom: smallint().notNull().default(0),
    den: smallint().notNull().default(0),
    bathroom: smallint().notNull().default(1),
    halfWashroom: smallint().notNull().default(0),
    moveInFee: money().notNull().default(0),
    moveOutFee: money().notNull().default(0),
    moveInDeposit: money().notNull().default(0),
    taxPaidBy: text(),
    strataPaidBy: text(),
    insurancePaidBy: text(),
    strataPlan: text(),
    strataCompany: text(),
    strataAgent: text(),
    strataPhone: text(),
    strataFax: text(),
    strataEmail: text(),
    strataAddress: text(),
    locker: text(),
    intercom: text(),
    /** Comma-separated stall numbers. */
    parking: text(),
    parkingAvailable: boolean().notNull().default(false),
    numberOfParkingSpots: smallint().notNull().default(0),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    // Amenity flags.
    pool: boolean().notNull().default(false),
    hottub: boolean().notNull().default(false),
    gym: boolean().notNull().default(false),
    entertainmentRoom: boolean().notNull().default(false),
    laundry: boolean().notNull().default(false),
    centralHeating: boolean().notNull().default(false),
    view: boolean().notNull().default(false),
    airConditioning: boolean().notNull().default(false),
    homeTheater: boolean().notNull().default(false),
    balcony: boolean().notNull().default(false),
    storage: boolean().notNull().default(false),
    garage: boolean().notNull().default(false),
    yard: boolean().notNull().default(false),
    electricWaterHeater: boolean().notNull().default(false),
    deck: boolean().notNull().default(false),
    oceanView: boolean().notNull().default(false),
    archived: archived(),
    /** Archived by its owner's archive (restoring the owner brings it back), not on its own. */
    archivedWithOwner: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  // The property tables page by each sortable column within archived or active (GET /property?limit=…&sort=…).
  (t) => [
    index('properties_owner_id_idx').on(t.ownerId),
    index('properties_archived_rm_number_idx').on(t.archived, t.rmNumber, t.id),
    index('properties_archived_city_idx').on(t.archived, t.city, t.id),
    index('properties_archived_street_idx').on(t.archived, t.street, t.id),
    index('properties_archived_contract_type_idx').on(t.archived, t.contractType, t.id),
    // Searched with ILIKE '%…%' (`q`): trigram indexes (pg_trgm). Without GIN's pending list (fastupdate), which only
    // a vacuum empties (PGlite has no autovacuum) and every search would read whole until then.
    index('properties_rm_number_trgm_idx')
      .using('gin', t.rmNumber.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('properties_address_trgm_idx')
      .using('gin', t.address.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('properties_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    /** Rich text (HTML) of the listing. */
    text: text().notNull().default(''),
    price: money().notNull().default(0),
    deposit: money().notNull().default(0),
    available: boolean().notNull().default(true),
    furnished: boolean().notNull().default(false),
    recentlyRented: boolean().notNull().default(false),
    // Display flags: whether the listing shows the property's fees and parking.
    moveInFee: boolean().notNull().default(false),
    moveInDeposit: boolean().notNull().default(false),
    moveOutFee: boolean().notNull().default(false),
    numberOfParkingSpots: boolean().notNull().default(false),
    archived: archived(),
    /** Archived by its property's (or owner's) archive (restoring the property brings it back), not on its own. */
    archivedWithProperty: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('listings_property_id_idx').on(t.propertyId)],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: id(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Storage key of the file (server-generated; see src/plugins/storage.ts). */
    originalPath: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_id_idx').on(t.listingId)],
);

export const documentTypeTargets = ['property', 'owner'] as const;
export const documentTypeTarget = pgEnum('document_type_target', documentTypeTargets);

export const documentTypes = pgTable('document_types', {
  id: id(),
  name: text().notNull().unique(),
  /** Which upload offers the type: "financial statements" and "correspondence" are for an owner (rental spec 9). */
  appliesTo: documentTypeTarget().notNull().default('property'),
});

export const documents = pgTable(
  'documents',
  {
    id: id(),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => ownerProfiles.id, { onDelete: 'cascade' }),
    documentTypeId: integer()
      .notNull()
      .references(() => documentTypes.id),
    fileName: text().notNull(),
    title: text().notNull(),
    documentDate: date({ mode: 'string' }),
    /** Storage key; null until the file is uploaded (the record is created first, spec 4). */
    path: text(),
    contentType: text(),
    size: integer(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    check('documents_property_or_owner', sql`${t.propertyId} IS NOT NULL OR ${t.ownerId} IS NOT NULL`),
    index('documents_property_id_idx').on(t.propertyId),
    index('documents_owner_id_idx').on(t.ownerId),
  ],
);

/**
 * POST /directory {name, type: property, propertyId}: a folder of a rental property. (A strata building's folder is a
 * strata document category with that building's id.)
 */
export const folders = pgTable(
  'folders',
  {
    id: id(),
    name: text().notNull(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('folders_property_name_key').on(t.propertyId, sql`upper(${t.name})`)],
);

// ---------------------------------------------------------------- strata side

export const strataAgents = pgTable('strata_agents', {
  id: id(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  archived: archived(),
  createdAt: createdAt(),
});

export const strataProperties = pgTable(
  'strata_properties',
  {
    id: id(),
    buildingName: text().notNull(),
    strataPlanNumber: text().notNull(),
    address: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    province: text().notNull(),
    postal: text().notNull(),
    countryId: smallint().notNull().default(1),
    /** Cleared when the agent is archived (strata spec 4). */
    agentId: integer().references(() => strataAgents.id, { onDelete: 'set null' }),
    /** The building's single login (role Strata Owner → propertyAdmin); unique: one login per building. */
    propertyAdminId: integer().references(() => users.id, { onDelete: 'set null' }),
    buildingManagerName: text(),
    buildingManagerPhone: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('strata_properties_property_admin_id_key').on(t.propertyAdminId),
    uniqueIndex('strata_properties_strata_plan_number_key').on(sql`upper(${t.strataPlanNumber})`),
  ],
);

export const strataUnits = pgTable(
  'strata_units',
  {
    id: id(),
    strataPropertyId: integer()
      .notNull()
      .references(() => strataProperties.id, { onDelete: 'cascade' }),
    unitNumber: text().notNull(),
    unitLocation: text(),
    lotNumber: text().notNull(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('strata_units_unit_number_key').on(t.strataPropertyId, sql`upper(${t.unitNumber})`),
    uniqueIndex('strata_units_lot_number_key').on(t.strataPropertyId, sql`upper(${t.lotNumber})`),
  ],
);

/** A user's role on a unit: 0 Current Primary User … 5 Defunct ("reading B"). */
export const strataUnitUsers = pgTable(
  'strata_unit_users',
  {
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    strataUnitRole: smallint().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.strataUnitId, t.userId] }),
    check('strata_unit_users_role_range', sql`${t.strataUnitRole} BETWEEN 0 AND 5`),
    // The primary user (role 0) is the one who reaches PAD, payments and change of address: one per unit.
    uniqueIndex('strata_unit_users_one_primary').on(t.strataUnitId).where(sql`${t.strataUnitRole} = 0`),
    index('strata_unit_users_user_id_idx').on(t.userId),
  ],
);

export const strataOwners = pgTable(
  'strata_owners',
  {
    id: id(),
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    /** The account that claimed this ownership through its invitation; null while pending. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    nameOnTitle: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    addressLine3: text(),
    city: text().notNull(),
    stateOrProvince: text().notNull(),
    country: text().notNull(),
    postalCode: text().notNull(),
    isCurrent: boolean().notNull().default(false),
    pending: boolean().notNull().default(true),
    email: text().notNull(),
    strataRole: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('strata_owners_strata_unit_id_idx').on(t.strataUnitId)],
);

export const strataUnitUserInvitations = pgTable('strata_unit_user_invitations', {
  id: id(),
  strataUnitId: integer()
    .notNull()
    .references(() => strataUnits.id, { onDelete: 'cascade' }),
  strataOwnerId: integer()
    .notNull()
    .references(() => strataOwners.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  strataRole: smallint().notNull().default(0),
  userName: text(),
  /** SHA-256 of the unguessable hash mailed in the /authorize?hash=… link; resending issues a new hash. */
  hashDigest: text().notNull().unique(),
  /** When the invitation mail last went out (resend updates it). */
  sentAt: timestamp({ withTimezone: true }),
  authorizedAt: timestamp({ withTimezone: true }),
  registeredAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const strataPropertyStaff = pgTable('strata_property_staff', {
  id: id(),
  strataPropertyId: integer()
    .notNull()
    .references(() => strataProperties.id, { onDelete: 'cascade' }),
  position: staffPosition().notNull(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  /** Seven comma-separated entries, Monday to Sunday, each "start - end" or "off". */
  hours: text().notNull().default('off,off,off,off,off,off,off'),
  createdAt: createdAt(),
});

/** Categories shared by every building (strataPropertyId null) and a building's own folders (POST /directory). */
export const strataDocumentCategories = pgTable(
  'strata_document_categories',
  {
    id: id(),
    name: text().notNull(),
    strataPropertyId: integer().references(() => strataProperties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('strata_document_categories_name_key').on(
      sql`coalesce(${t.strataPropertyId}, 0)`,
      sql`upper(${t.name})`,
    ),
  ],
);

export const strataUnitDocumentCategories = pgTable('strata_unit_document_categories', {
  id: id(),
  name: text().notNull().unique(),
});

export const strataDocuments = pgTable(
  'strata_documents',
  {
    id: id(),
    strataPropertyId: integer()
      .notNull()
      .references(() => strataProperties.id, { onDelete: 'cascade' }),
    strataDocumentCategoryId: integer()
      .notNull()
      .references(() => strataDocumentCategories.id),
    title: text().notNull(),
    fileName: text().notNull(),
    documentDate: date({ mode: 'string' }),
    path: text(),
    contentType: text(),
    size: integer(),
    description: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [index('strata_documents_strata_property_id_idx').on(t.strataPropertyId)],
);

export const strataUnitDocuments = pgTable(
  'strata_unit_documents',
  {
    id: id(),
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    strataUnitDocumentCategoryId: integer()
      .notNull()
      .references(() => strataUnitDocumentCategories.id),
    title: text().notNull(),
    fileName: text().notNull(),
    documentDate: date({ mode: 'string' }),
    path: text(),
    contentType: text(),
    size: integer(),
    description: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [index('strata_unit_documents_strata_unit_id_idx').on(t.strataUnitId)],
);

export const preAuthorizedDebits = pgTable(
  'pre_authorized_debits',
  {
    id: id(),
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    /** One Active PAD per owner (index below); Temporary ones from extra payments may sit beside it. */
    strataOwnerId: integer()
      .notNull()
      .references(() => strataOwners.id, { onDelete: 'cascade' }),
    financialInstitutionName: text().notNull(),
    financialInstitutionAddress: text(),
    financialInstitutionCity: text(),
    financialInstitutionProvince: text(),
    bankTransitNumber: text().notNull(),
    institutionNumber: text().notNull(),
    accountNumber: text().notNull(),
    accountHolderFirstAndLastName: text().notNull(),
    postalCode: text(),
    address: text(),
    /** Active for a PAD made with POST /preAuthorizedDebit; Temporary for bank details given with extra payments. */
    padStatus: padStatus().notNull().default('Active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pre_authorized_debits_one_active_per_owner')
      .on(t.strataOwnerId)
      .where(sql`${t.padStatus} = 'Active'`),
  ],
);

export const strataMonthlyPayments = pgTable(
  'strata_monthly_payments',
  {
    id: id(),
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    strataFees: money().notNull().default(0),
    parkingFees: money().notNull().default(0),
    otherFees: money().notNull().default(0),
    /** strataFees + parkingFees + otherFees, computed by the server. */
    totalFees: money().notNull().default(0),
    paymentStartDate: date({ mode: 'string' }).notNull(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    // Only one non-archived record is current per unit; replace archives the old one in the same transaction.
    uniqueIndex('strata_monthly_payments_one_current').on(t.strataUnitId).where(sql`${t.archived} = false`),
  ],
);

export const strataExtraPayments = pgTable(
  'strata_extra_payments',
  {
    id: id(),
    strataUnitId: integer()
      .notNull()
      .references(() => strataUnits.id, { onDelete: 'cascade' }),
    preAuthorizedDebitId: integer().references(() => preAuthorizedDebits.id, { onDelete: 'set null' }),
    oneTimePayment: money(),
    oneTimePaymentWithdrawDate: date({ mode: 'string' }),
    monthlyPayment1: money(),
    monthlyPayment1WithdrawDate: date({ mode: 'string' }),
    monthlyPayment2: money(),
    monthlyPayment2WithdrawDate: date({ mode: 'string' }),
    paymentStartDate: date({ mode: 'string' }),
    /** Pending (the original's 0) draws on the existing PAD; Temporary when new bank details came with it. */
    padStatus: padStatus().notNull().default('Pending'),
    createdAt: createdAt(),
  },
  (t) => [index('strata_extra_payments_strata_unit_id_idx').on(t.strataUnitId)],
);

/** The strata forms (extension): the submitted fields, and the unit document the rendered PDF was filed as. */
export const strataFormSubmissions = pgTable('strata_form_submissions', {
  id: id(),
  strataUnitId: integer()
    .notNull()
    .references(() => strataUnits.id, { onDelete: 'cascade' }),
  kind: strataFormKind().notNull(),
  data: jsonb().notNull(),
  strataUnitDocumentId: integer().references(() => strataUnitDocuments.id, { onDelete: 'set null' }),
  submittedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- mail

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** When SMTP accepted it; null until then (and for ever without SMTP: the development mailbox reads the row). */
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
    /** Delivery attempts so far; the next one is not before nextAttemptAt (backoff). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// ---------------------------------------------------------------- shared server state (several instances)

/** Values every server instance on the database shares, e.g. the generated session-token secret. */
export const serverSettings = pgTable('server_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Rate-limit counters shared by every instance (plugins/rate-limit-store.ts): one row per key and window. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
