// Rental properties (Property, PropertySummary) as the contract has them: one property with its owner's name, the
// property lists, and archiving a property with its listings.
import type { Property, PropertyInput, PropertySummary } from '@portal/sdk/types';
import { and, count, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RowsQuery, SqlList, SqlRows } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import { type ListColumns, sortOrder } from '../db/list-sql.ts';
import { insertPrepared, prepared } from '../db/prepared.ts';
import { listings, ownerProfiles, properties } from '../db/schema.ts';

/** The columns of a property that the contract's Property schema has (not the row's bookkeeping). */
const {
  createdAt: _createdAt,
  archivedWithOwner: _archivedWithOwner,
  searchText: _searchText,
  ...propertyColumns
} = getTableColumns(properties);

/** A property row's contract fields as the contract types them (the columns hold what its enums allowed in). */
function toProperty(
  row: Omit<Property, 'province' | 'countryId'> & { province: string; countryId: number },
): Property {
  return {
    ...row,
    province: row.province as Property['province'],
    countryId: row.countryId as Property['countryId'],
  };
}

/**
 * A property as the contract's Property schema has it (the row, whose owner name is the copy the database keeps:
 * migration 0007), or undefined.
 */
export async function findProperty(db: Db, id: number): Promise<Property | undefined> {
  const [property] = await prepared(db, 'portal_property_by_id', (handle) =>
    handle
      .select(propertyColumns)
      .from(properties)
      .where(eq(properties.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_property_by_id'),
  ).execute({ id });
  return property && toProperty(property);
}

/** A property's id and whether it is archived; undefined when there is none. */
export async function findPropertyState(db: Db, id: number) {
  const [property] = await prepared(db, 'portal_property_state', (handle) =>
    handle
      .select({ id: properties.id, archived: properties.archived })
      .from(properties)
      .where(eq(properties.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_property_state'),
  ).execute({ id });
  return property;
}

/** Whether another property (active or archived) has this number, in any case. */
export async function rmNumberTaken(db: Db, rmNumber: string, exceptId?: number): Promise<boolean> {
  // Ids are positive: 0 excepts none.
  const [taken] = await prepared(db, 'portal_rm_number_taken', (handle) =>
    handle
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          sql`upper(${properties.rmNumber}) = ${sql.placeholder('rmNumber')}`,
          ne(properties.id, sql.placeholder('exceptId')),
        ),
      )
      .limit(1)
      .prepare('portal_rm_number_taken'),
  ).execute({ rmNumber: rmNumber.trim().toUpperCase(), exceptId: exceptId ?? 0 });
  return taken !== undefined;
}

/**
 * What a new property depends on, read in one statement: whether its owner is archived (undefined when there is no
 * such owner), whether its second owner is (null when there is none, or none was asked), and whether another property
 * has its number, in any case.
 */
export async function findPropertyCreationState(
  db: Db,
  ownerId: number,
  secondaryOwnerId: number | null,
  rmNumber: string,
): Promise<
  { ownerArchived: boolean; secondaryOwnerArchived: boolean | null; rmNumberTaken: boolean } | undefined
> {
  const [state] = await prepared(db, 'portal_property_creation_state', (handle) =>
    handle
      .select({
        ownerArchived: ownerProfiles.archived,
        // Written out: in a select of one table drizzle leaves column names unqualified, so an aliased table's columns
        // would name the outer table's.
        secondaryOwnerArchived: sql<
          boolean | null
        >`(select other_owner.archived from ${ownerProfiles} other_owner where other_owner.id = ${sql.placeholder('secondaryOwnerId')})`,
        rmNumberTaken: sql<boolean>`exists (select 1 from ${properties} where upper(${properties.rmNumber}) = ${sql.placeholder('rmNumber')})`,
      })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.id, sql.placeholder('ownerId')))
      .prepare('portal_property_creation_state'),
  ).execute({ ownerId, secondaryOwnerId, rmNumber: rmNumber.trim().toUpperCase() });
  return state;
}

const propertyListColumns: ListColumns = {
  sort: {
    rmNumber: properties.rmNumber,
    contractType: properties.contractType,
    street: properties.street,
    city: properties.city,
    // The owner's name as copied onto the property (migration 0007): a sorted page reads one page of its index, and
    // a search reads this table alone.
    ownerName: properties.ownerName,
  },
  // The RM number, address, city and owner's name.
  search: { lowercased: properties.searchText },
  id: properties.id,
  defaultSort: 'rmNumber',
};

/** Which properties a list holds: active or archived, all or an owner's (those it owns or is secondary owner of). */
export interface PropertyFilter {
  archived: boolean;
  ownerId?: number;
}

function propertyWhere(filter: PropertyFilter): SQL | undefined {
  const archived = eq(properties.archived, filter.archived);
  if (filter.ownerId === undefined) return archived;
  return and(
    or(eq(properties.ownerId, filter.ownerId), eq(properties.secondaryOwnerId, filter.ownerId)),
    archived,
  );
}

/** A property list (PropertySummary) by rmNumber, unless a list request sorts it otherwise. */
export function propertySummaryList(db: Db, filter: PropertyFilter): SqlList<PropertySummary> {
  const selectRows: SqlRows<PropertySummary> = (page) => {
    const query = db
      .select({
        id: properties.id,
        rmNumber: properties.rmNumber,
        contractType: properties.contractType,
        address: properties.address,
        street: properties.street,
        suite: properties.suite,
        city: properties.city,
        province: properties.province,
        postal: properties.postal,
        ownerId: properties.ownerId,
        ownerName: properties.ownerName,
        archived: properties.archived,
        ...listExtras(page),
      })
      .from(properties)
      .where(page.where)
      .orderBy(...page.order)
      .$dynamic();
    if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
    // The province column holds what the contract's enum allowed in.
    return query as RowsQuery<PropertySummary>;
  };
  return {
    columns: propertyListColumns,
    where: propertyWhere(filter),
    rows: selectRows,
    count: async (where) => {
      const [row] = await db.select({ n: count() }).from(properties).where(where);
      return row?.n ?? 0;
    },
  };
}

/** Every property of a list, by rmNumber. */
export async function listPropertySummaries(db: Db, filter: PropertyFilter): Promise<PropertySummary[]> {
  const list = propertySummaryList(db, filter);
  return list.rows({ where: list.where, order: sortOrder(propertyListColumns, undefined) });
}

/** How many properties of a contract type the owner owns. */
export async function countOwnerPropertiesOfType(
  db: Db,
  ownerId: number,
  type: PropertyInput['contractType'],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.contractType, type)));
  return row?.n ?? 0;
}

/** The columns a property input sets (not its owner); postal codes are kept in capitals as Canada Post writes them. */
function propertyValues<Input extends Partial<PropertyInput>>(input: Input) {
  const { ownerId: _ownerId, ...fields } = input;
  return { ...fields, ...(fields.postal !== undefined && { postal: fields.postal.toUpperCase() }) };
}

/** A new property of the owner, as the contract's Property schema has it (its owner's name copied by the trigger). */
export async function insertProperty(db: Db, ownerId: number, input: PropertyInput): Promise<Property> {
  const [row] = await insertPrepared(
    db,
    'portal_property_insert',
    { ...propertyValues(input), ownerId },
    (handle, values) =>
      handle
        .insert(properties)
        .values(values as typeof properties.$inferInsert)
        .returning(propertyColumns),
  );
  if (!row) throw new Error('The new property was not returned');
  return toProperty(row);
}

/** Saves what the input sets (an ownerId of null removes the owner). */
export async function updateProperty(db: Db, id: number, input: Partial<PropertyInput>): Promise<void> {
  await db
    .update(properties)
    .set({ ...propertyValues(input), ...(input.ownerId !== undefined && { ownerId: input.ownerId }) })
    .where(eq(properties.id, id));
}

/**
 * Archives a property with its active listings, marked so that restoring the property brings back only them; or
 * restores it with the listings so marked (a listing archived on its own stays archived). One transaction.
 */
export function setPropertyArchived(db: Db, id: number, archived: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set(archived ? { archived } : { archived, archivedWithOwner: false })
      .where(eq(properties.id, id));
    await tx
      .update(listings)
      .set({ archived, archivedWithProperty: archived })
      .where(
        and(
          eq(listings.propertyId, id),
          archived ? eq(listings.archived, false) : eq(listings.archivedWithProperty, true),
        ),
      );
  });
}
