// Rental owners (OwnerProfile) as the contract has them: their list, one owner with its account, and archiving an
// owner with what it owns.
import type { OwnerProfile, OwnerProfileSummary } from '@portal/sdk/types';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { SqlList } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import { insertPrepared, prepared } from '../db/prepared.ts';
import { listings, ownerProfiles, properties, users } from '../db/schema.ts';
import { toUser } from './users.ts';

type OwnerProfileRow = typeof ownerProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** An owner row and its account as the contract's OwnerProfile. */
export function toOwnerProfile(profile: OwnerProfileRow, user: UserRow): OwnerProfile {
  return {
    id: profile.id,
    name: profile.name,
    address: profile.address,
    city: profile.city,
    province: profile.province,
    postal: profile.postal,
    countryId: profile.countryId as OwnerProfile['countryId'],
    phone: profile.phone,
    mobile: profile.mobile,
    userId: profile.userId,
    user: toUser(user),
    archived: profile.archived,
  };
}

/** One owner with its account, or undefined. */
export async function findOwnerProfile(db: Db, id: number): Promise<OwnerProfile | undefined> {
  const [row] = await prepared(db, 'portal_owner_profile_by_id', (handle) =>
    handle
      .select({ profile: ownerProfiles, user: users })
      .from(ownerProfiles)
      .innerJoin(users, eq(users.id, ownerProfiles.userId))
      .where(eq(ownerProfiles.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_owner_profile_by_id'),
  ).execute({ id });
  return row && toOwnerProfile(row.profile, row.user);
}

/** An owner's id and whether it is archived, by its own id or its account's; undefined when there is none. */
export async function findOwnerState(db: Db, by: { id: number } | { userId: number }) {
  const column = 'id' in by ? ownerProfiles.id : ownerProfiles.userId;
  const name = 'id' in by ? 'portal_owner_state_by_id' : 'portal_owner_state_by_user';
  const [profile] = await prepared(db, name, (handle) =>
    handle
      .select({ id: ownerProfiles.id, archived: ownerProfiles.archived })
      .from(ownerProfiles)
      .where(eq(column, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id: 'id' in by ? by.id : by.userId });
  return profile;
}

const ownerListColumns: ListColumns = {
  // The account's email as copied onto the profile (migration 0007): a sorted page reads one page of its index, and a
  // search reads this table alone.
  sort: { name: ownerProfiles.name, email: ownerProfiles.userEmail, city: ownerProfiles.city },
  // The name, email and city.
  search: { lowercased: ownerProfiles.searchText },
  id: ownerProfiles.id,
  defaultSort: 'name',
};

/** The active or archived owners (OwnerProfileSummary), by name unless a list request sorts them otherwise. */
export function ownerSummaryList(db: Db, archived: boolean): SqlList<OwnerProfileSummary> {
  return {
    columns: ownerListColumns,
    where: eq(ownerProfiles.archived, archived),
    rows: (page) => {
      const { where, order, limit, offset } = page;
      const rows = db
        .select({
          id: ownerProfiles.id,
          name: ownerProfiles.name,
          email: users.email,
          userId: ownerProfiles.userId,
          phone: ownerProfiles.phone,
          city: ownerProfiles.city,
          archived: ownerProfiles.archived,
          ...listExtras(page),
        })
        .from(ownerProfiles)
        .innerJoin(users, eq(users.id, ownerProfiles.userId))
        .where(where)
        .orderBy(...order)
        .$dynamic();
      if (limit !== undefined) rows.limit(limit).offset(offset ?? 0);
      return rows;
    },
    count: async (where) => {
      const [row] = await db
        .select({ n: count() })
        .from(ownerProfiles)
        .innerJoin(users, eq(users.id, ownerProfiles.userId))
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/** The columns an owner's input sets (already trimmed by the caller). */
export type OwnerProfileValues = Omit<
  typeof ownerProfiles.$inferInsert,
  'id' | 'userId' | 'archived' | 'createdAt'
>;

/**
 * The account a new owner would belong to, with whether it has an owner already, read in one statement; undefined
 * when there is no such account.
 */
export async function findOwnerAccount(db: Db, userId: number) {
  const [row] = await prepared(db, 'portal_owner_account', (handle) =>
    handle
      .select({
        user: users,
        hasProfile: sql<boolean>`exists (select 1 from ${ownerProfiles} where ${ownerProfiles.userId} = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('portal_owner_account'),
  ).execute({ userId });
  return row;
}

/**
 * A new owner of the account (its row, read by the caller), as the contract's OwnerProfile. A second profile for one
 * account fails on the unique index (23505).
 */
export async function insertOwnerProfile(db: Db, user: UserRow, values: OwnerProfileValues) {
  const [row] = await insertPrepared(
    db,
    'portal_owner_profile_insert',
    { ...values, userId: user.id },
    (handle, fields) =>
      handle
        .insert(ownerProfiles)
        .values(fields as typeof ownerProfiles.$inferInsert)
        .returning(),
  );
  if (!row) throw new Error('The new owner profile was not returned');
  return toOwnerProfile(row, user);
}

export async function updateOwnerProfile(db: Db, id: number, values: OwnerProfileValues) {
  await db.update(ownerProfiles).set(values).where(eq(ownerProfiles.id, id));
}

/**
 * Archives or restores an owner with the properties it owns and their listings, in one transaction. Archive takes
 * along only what is active and marks it as archived with its parent; restore brings back only what was so marked,
 * so a property or listing archived on its own stays archived.
 */
export function setOwnerArchived(db: Db, ownerId: number, archived: boolean): Promise<void> {
  return db.transaction(async (tx: Tx) => {
    await tx.update(ownerProfiles).set({ archived }).where(eq(ownerProfiles.id, ownerId));
    const owned = await tx
      .update(properties)
      .set({ archived, archivedWithOwner: archived })
      .where(
        and(
          eq(properties.ownerId, ownerId),
          archived ? eq(properties.archived, false) : eq(properties.archivedWithOwner, true),
        ),
      )
      .returning({ id: properties.id });
    if (owned.length === 0) return;
    await tx
      .update(listings)
      .set({ archived, archivedWithProperty: archived })
      .where(
        and(
          inArray(
            listings.propertyId,
            owned.map((p) => p.id),
          ),
          archived ? eq(listings.archived, false) : eq(listings.archivedWithProperty, true),
        ),
      );
  });
}
