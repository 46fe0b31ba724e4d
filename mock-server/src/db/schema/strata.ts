// The strata side (strata spec, section 3): agents, buildings, units, their users and owners, staff, documents,
// pre-authorized debits and payments, form submissions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { archived, createdAt, id, money, strataDocumentColumns } from './columns.ts';

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
    strataPropertyId: buildingId(),
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

/** A building's own row: removed with its building. */
function buildingId() {
  return integer()
    .notNull()
    .references(() => strataProperties.id, { onDelete: 'cascade' });
}

/** A unit's own row: removed with its unit. */
function unitId() {
  return integer()
    .notNull()
    .references(() => strataUnits.id, { onDelete: 'cascade' });
}

/** A user's role on a unit: 0 Current Primary User … 5 Defunct ("reading B"). */
export const strataUnitUsers = pgTable(
  'strata_unit_users',
  {
    strataUnitId: unitId(),
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
    strataUnitId: unitId(),
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
  strataUnitId: unitId(),
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

/**
 * A registration through an invitation with another email than the invited one, held until the link mailed to that
 * email is followed (services/invitation-registration.ts): nothing is created or claimed before. For a new account it keeps the
 * password's hash; for an existing unit-owner account its id. It dies with its invitation, when the invitation's link
 * changes (a resend: `invitationHashDigest` no longer the invitation's), after its lifetime, or once used.
 */
export const strataInvitationEmailConfirmations = pgTable('strata_invitation_email_confirmations', {
  id: id(),
  invitationId: integer()
    .notNull()
    .references(() => strataUnitUserInvitations.id, { onDelete: 'cascade' }),
  /** The digest of the invitation link the registration came through. */
  invitationHashDigest: text().notNull(),
  email: text().notNull(),
  /** The existing unit-owner account that claims the unit; null for a new account. */
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  /** The new account's password hash (argon2id); null for an existing account. */
  passwordHash: text(),
  tokenDigest: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const strataPropertyStaff = pgTable('strata_property_staff', {
  id: id(),
  strataPropertyId: buildingId(),
  position: staffPosition().notNull(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  /** Seven comma-separated entries, Monday to Sunday, each "start - end" or "off". */
  hours: text().notNull().default('off,off,off,off,off,off,off'),
  /** The working days whose shift ends the next day (Monday … Sunday), so their end may be before their start. */
  overnightDays: text().array().notNull().default(sql`'{}'::text[]`),
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
    strataPropertyId: buildingId(),
    strataDocumentCategoryId: integer()
      .notNull()
      .references(() => strataDocumentCategories.id),
    ...strataDocumentColumns(),
  },
  (t) => [index('strata_documents_strata_property_id_idx').on(t.strataPropertyId)],
);

export const strataUnitDocuments = pgTable(
  'strata_unit_documents',
  {
    id: id(),
    strataUnitId: unitId(),
    strataUnitDocumentCategoryId: integer()
      .notNull()
      .references(() => strataUnitDocumentCategories.id),
    ...strataDocumentColumns(),
  },
  (t) => [index('strata_unit_documents_strata_unit_id_idx').on(t.strataUnitId)],
);

export const preAuthorizedDebits = pgTable(
  'pre_authorized_debits',
  {
    id: id(),
    strataUnitId: unitId(),
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
    strataUnitId: unitId(),
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
    strataUnitId: unitId(),
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
  strataUnitId: unitId(),
  kind: strataFormKind().notNull(),
  data: jsonb().notNull(),
  strataUnitDocumentId: integer().references(() => strataUnitDocuments.id, { onDelete: 'set null' }),
  submittedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
