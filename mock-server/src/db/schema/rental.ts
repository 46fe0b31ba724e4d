// The rental side (rental-and-foundations spec, section 3): owners, properties, listings, documents, folders.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { archived, createdAt, id, money, trigramIndex } from './columns.ts';

export const contractTypes = ['RM', 'CM', 'LU', 'RB'] as const;
export const contractType = pgEnum('contract_type', contractTypes);

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
    /**
     * The account's email (users.email), copied for the owner table's sort by email: kept by triggers (migration
     * 0007) in the transaction that sets either side, never written by the application.
     */
    userEmail: text(),
    archived: archived(),
    createdAt: createdAt(),
    /**
     * What the owner tables' search (`q`) reads: the name, email and city, lowercased, apart by a control character
     * that no search holds (so a text never matches across two of them); kept by the database.
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(name || chr(31) || coalesce(user_email, '') || chr(31) || city)`,
    ),
  },
  // The owner tables page by name, email or city within archived or active (GET /ownerProfile?limit=…&sort=…).
  (t) => [
    index('owner_profiles_archived_name_idx').on(t.archived, t.name, t.id),
    index('owner_profiles_archived_city_idx').on(t.archived, t.city, t.id),
    index('owner_profiles_archived_user_email_idx').on(t.archived, t.userEmail, t.id),
    trigramIndex('owner_profiles_search_text_trgm_idx', t.searchText),
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
    /**
     * The owner's name (owner_profiles.name of ownerId), copied for the property tables' sort by owner: kept by
     * triggers (migration 0007) in the transaction that sets either side, never written by the application.
     */
    ownerName: text(),
    createdAt: createdAt(),
    /**
     * What the property tables' search (`q`) reads: the RM number, address, city and owner's name, lowercased, apart
     * by a control character that no search holds; kept by the database (after the trigger that copies the name).
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(rm_number || chr(31) || address || chr(31) || city || chr(31) || coalesce(owner_name, ''))`,
    ),
  },
  // The property tables page by each sortable column within archived or active (GET /property?limit=…&sort=…).
  (t) => [
    index('properties_owner_id_idx').on(t.ownerId),
    index('properties_archived_rm_number_idx').on(t.archived, t.rmNumber, t.id),
    index('properties_archived_city_idx').on(t.archived, t.city, t.id),
    index('properties_archived_street_idx').on(t.archived, t.street, t.id),
    index('properties_archived_contract_type_idx').on(t.archived, t.contractType, t.id),
    index('properties_archived_owner_name_idx').on(t.archived, t.ownerName, t.id),
    // A new or renumbered property's number checked against every other, in any case (rmNumberTaken): an index read,
    // not a scan of the table.
    index('properties_rm_number_upper_idx').on(sql`upper(${t.rmNumber})`),
    trigramIndex('properties_search_text_trgm_idx', t.searchText),
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
    /**
     * What the Documents table sorts by as Filed For: the property's RM number, else the owner's name. Kept by triggers
     * (migration 0024) in the transaction that sets either side, never written by the application.
     */
    filedFor: text(),
    /** The day the Documents table sorts by as Date: documentDate, else the record's creation day (trigger, 0024). */
    filedOn: date({ mode: 'string' }),
  },
  (t) => [
    check('documents_property_or_owner', sql`${t.propertyId} IS NOT NULL OR ${t.ownerId} IS NOT NULL`),
    index('documents_property_id_idx').on(t.propertyId),
    index('documents_owner_id_idx').on(t.ownerId),
    // The Documents table pages by Date (newest first, its own order) and by Filed For.
    index('documents_filed_on_idx').on(t.filedOn, t.id),
    index('documents_filed_for_idx').on(t.filedFor, t.id),
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
