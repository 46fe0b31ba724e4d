// Rental owners (tag: ownerProfiles). Archive and restore carry the owner's properties and their listings along.

import * as shared from '@portal/sdk/messages';
import type { components } from '@portal/sdk/types';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { listings, ownerProfiles, properties, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { type ListColumns, listRequest, sqlList } from '../http/list-query.ts';
import { trimSpace } from '../http/validation.ts';
import { pgErrorCode } from '../plugins/errors.ts';
import { toUser } from './users.ts';

type OwnerProfile = components['schemas']['OwnerProfile'];
type OwnerProfileInput = components['schemas']['OwnerProfileInput'];
type OwnerProfileUpdate = components['schemas']['OwnerProfileUpdate'];

export const ownerMessages = {
  notFound: 'The owner was not found.',
  userNotFound: 'The user was not found.',
  notOwnerRole: 'The user must have the Owner role.',
  hasProfile: 'This user already has an owner profile.',
  editArchived: 'Restore the owner before editing it.',
} as const;

async function findOwnerProfile(db: Db, id: number): Promise<OwnerProfile | undefined> {
  const [row] = await prepared(db, 'portal_owner_profile_by_id', (handle) =>
    handle
      .select({ profile: ownerProfiles, user: users })
      .from(ownerProfiles)
      .innerJoin(users, eq(users.id, ownerProfiles.userId))
      .where(eq(ownerProfiles.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_owner_profile_by_id'),
  ).execute({ id });
  if (!row) return undefined;
  const { profile } = row;
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
    user: toUser(row.user),
    archived: profile.archived,
  };
}

async function requireOwnerProfile(db: Db, id: unknown): Promise<OwnerProfile> {
  const profile = await findOwnerProfile(db, Number(id));
  if (!profile) throw notFound(ownerMessages.notFound);
  return profile;
}

const ownerListColumns: ListColumns = {
  sort: { name: ownerProfiles.name, email: users.email, city: ownerProfiles.city },
  search: [ownerProfiles.name, users.email, ownerProfiles.city],
  links: [[ownerProfiles.userId, users.id]],
  id: ownerProfiles.id,
};

/** The active or archived owners by name, or the page, sort and search the request asks for. */
function listSummaries(db: Db, archived: boolean, query: unknown, reply: FastifyReply) {
  type Summary = components['schemas']['OwnerProfileSummary'];
  return sqlList<Summary>(listRequest(query), reply, ownerListColumns, {
    where: eq(ownerProfiles.archived, archived),
    order: [asc(ownerProfiles.name), asc(ownerProfiles.id)],
    rows: ({ where, order, limit, offset }) => {
      const rows = db
        .select({
          id: ownerProfiles.id,
          name: ownerProfiles.name,
          email: users.email,
          userId: ownerProfiles.userId,
          phone: ownerProfiles.phone,
          city: ownerProfiles.city,
          archived: ownerProfiles.archived,
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
  });
}

/**
 * Archives or restores an owner with the properties it owns and their listings, in the caller's transaction. Archive
 * takes along only what is active and marks it as archived with its parent; restore brings back only what was so
 * marked, so a property or listing archived on its own stays archived.
 */
async function setOwnerArchived(tx: Tx, ownerId: number, archived: boolean): Promise<void> {
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
  if (owned.length > 0) {
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
  }
}

/** The profile fields of an input, trimmed. */
function profileValues(input: OwnerProfileUpdate) {
  return {
    name: trimSpace(input.name),
    address: trimSpace(input.address),
    city: trimSpace(input.city),
    province: input.province?.trim() || null,
    postal: trimSpace(input.postal),
    ...(input.countryId !== undefined && { countryId: input.countryId }),
    phone: input.phone,
    mobile: input.mobile?.trim() || null,
  };
}

export const handlers = defineHandlers({
  async listOwnerProfiles({ db, query, reply }) {
    return listSummaries(db, false, query, reply);
  },

  async createOwnerProfile({ body, db, reply }) {
    const input = body as OwnerProfileInput;
    for (const field of ['name', 'city', 'postal'] as const) {
      if (!input[field].trim()) throw badRequest(shared.ownerProfileMessages.required, field);
    }
    const [account] = await db
      .select({ id: users.id, roleName: users.roleName })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!account) throw notFound(ownerMessages.userNotFound);
    if (account.roleName !== 'Owner') throw badRequest(ownerMessages.notOwnerRole, 'userId');
    const [existing] = await db
      .select({ id: ownerProfiles.id })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.userId, account.id))
      .limit(1);
    if (existing) throw conflict(ownerMessages.hasProfile);
    let id: number | undefined;
    try {
      const [row] = await db
        .insert(ownerProfiles)
        .values({ ...profileValues(input), userId: account.id })
        .returning({ id: ownerProfiles.id });
      id = row?.id;
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw conflict(ownerMessages.hasProfile);
      throw error;
    }
    const created = id === undefined ? undefined : await findOwnerProfile(db, id);
    if (!created) throw new Error('The new owner profile was not returned');
    reply.code(201);
    return created;
  },

  async getOwnerProfile({ params, db, user }) {
    const profile = await requireOwnerProfile(db, params.id);
    // An owner whose profile was archived keeps no view of it, even with a session still open.
    if (user.role === 'owner' && profile.archived) throw notFound(ownerMessages.notFound);
    return profile;
  },

  async updateOwnerProfile({ params, body, db }) {
    const profile = await requireOwnerProfile(db, params.id);
    if (profile.archived) throw conflict(ownerMessages.editArchived);
    const input = body as OwnerProfileUpdate;
    for (const field of ['name', 'city', 'postal'] as const) {
      if (!input[field].trim()) throw badRequest(shared.ownerProfileMessages.required, field);
    }
    await db.update(ownerProfiles).set(profileValues(input)).where(eq(ownerProfiles.id, profile.id));
    return requireOwnerProfile(db, profile.id);
  },

  async listArchivedOwnerProfiles({ db, query, reply }) {
    return listSummaries(db, true, query, reply);
  },

  async archiveOwnerProfile({ params, db }) {
    const profile = await requireOwnerProfile(db, params.id);
    if (profile.archived) return profile;
    await db.transaction((tx) => setOwnerArchived(tx, profile.id, true));
    return requireOwnerProfile(db, profile.id);
  },

  async restoreOwnerProfile({ params, db }) {
    const profile = await requireOwnerProfile(db, params.id);
    if (!profile.archived) return profile;
    await db.transaction((tx) => setOwnerArchived(tx, profile.id, false));
    return requireOwnerProfile(db, profile.id);
  },
});
