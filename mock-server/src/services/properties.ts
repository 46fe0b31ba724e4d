// Rental properties (tag: properties).
import type { components } from '@portal/sdk/types';
import { and, asc, count, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { listings, ownerProfiles, properties } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { type ListColumns, listRequest, sqlList } from '../http/list-query.ts';

type Property = components['schemas']['Property'];
type PropertyInput = components['schemas']['PropertyInput'];
type PropertySummary = components['schemas']['PropertySummary'];

export const propertyMessages = {
  notFound: 'The property was not found.',
  ownerNotFound: 'The owner was not found.',
  ownerRequired: 'ownerId is required',
  editArchived: 'Restore the property before editing it.',
  restoreUnderArchivedOwner: 'The owner of this property is archived. Restore the owner first.',
} as const;

/** The answer to a property number another property (active or archived) already has. */
export function rmNumberTakenMessage(rmNumber: string): string {
  return `RM Number ${rmNumber} is already used by another property. Choose another number.`;
}

/** Refuses (409, naming rmNumber) a property number another property already has, in any case. */
async function assertRmNumberFree(db: Db, rmNumber: string, exceptId?: number): Promise<void> {
  const conditions: SQL[] = [sql`upper(${properties.rmNumber}) = ${rmNumber.trim().toUpperCase()}`];
  if (exceptId !== undefined) conditions.push(ne(properties.id, exceptId));
  const [taken] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw conflict(rmNumberTakenMessage(rmNumber.trim()), 'rmNumber');
}

/** A property as the contract's Property schema has it (the row plus its owner's name), or undefined. */
export async function findProperty(db: Db, id: number): Promise<Property | undefined> {
  const [row] = await prepared(db, 'portal_property_by_id', (handle) =>
    handle
      .select({ ...getTableColumns(properties), ownerName: ownerProfiles.name })
      .from(properties)
      .leftJoin(ownerProfiles, eq(ownerProfiles.id, properties.ownerId))
      .where(eq(properties.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_property_by_id'),
  ).execute({ id });
  if (!row) return undefined;
  const { createdAt: _createdAt, archivedWithOwner: _archivedWithOwner, ...property } = row;
  // The columns hold what the contract allowed in (the enums are checked on the way in).
  return {
    ...property,
    province: property.province as Property['province'],
    countryId: property.countryId as Property['countryId'],
  };
}

async function requireProperty(db: Db, id: unknown) {
  const property = await findProperty(db, Number(id));
  if (!property) throw notFound(propertyMessages.notFound);
  return property;
}

const propertyListColumns: ListColumns = {
  sort: {
    rmNumber: properties.rmNumber,
    contractType: properties.contractType,
    street: properties.street,
    city: properties.city,
    ownerName: ownerProfiles.name,
  },
  search: [properties.rmNumber, properties.address, properties.city, ownerProfiles.name],
  links: [[properties.ownerId, ownerProfiles.id]],
  id: properties.id,
};

/** The rows of a property list (PropertySummary), by rmNumber, or the page, sort and search the request asks for. */
export async function listPropertySummaries(
  db: Db,
  where: SQL | undefined,
  list: { query?: unknown; reply?: FastifyReply } = {},
): Promise<PropertySummary[] | FastifyReply> {
  const selectRows = ({
    where,
    order,
    limit,
    offset,
  }: {
    where?: SQL;
    order: SQL[];
    limit?: number;
    offset?: number;
  }) => {
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
        ownerName: ownerProfiles.name,
        archived: properties.archived,
      })
      .from(properties)
      .leftJoin(ownerProfiles, eq(ownerProfiles.id, properties.ownerId))
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) query.limit(limit).offset(offset ?? 0);
    return query as Promise<PropertySummary[]>;
  };
  const order = [asc(properties.rmNumber), asc(properties.id)];
  if (!list.reply) return selectRows({ where, order });
  return sqlList(listRequest(list.query), list.reply, propertyListColumns, {
    where,
    order,
    rows: selectRows,
    count: async (where) => {
      const [row] = await db
        .select({ n: count() })
        .from(properties)
        .leftJoin(ownerProfiles, eq(ownerProfiles.id, properties.ownerId))
        .where(where);
      return row?.n ?? 0;
    },
  });
}

/** The properties of an owner profile: those it owns, and those it is the secondary owner of. */
const ofOwner = (ownerId: number) =>
  or(eq(properties.ownerId, ownerId), eq(properties.secondaryOwnerId, ownerId));

async function requireOwnerProfile(db: Db, id: number, options: { active: boolean }) {
  const [profile] = await db
    .select({ id: ownerProfiles.id, archived: ownerProfiles.archived })
    .from(ownerProfiles)
    .where(eq(ownerProfiles.id, id))
    .limit(1);
  if (!profile || (options.active && profile.archived)) throw notFound(propertyMessages.ownerNotFound);
  return profile;
}

/** The columns a property input sets; postal codes are kept in capitals as Canada Post writes them. */
function propertyValues(input: PropertyInput) {
  const { ownerId: _ownerId, ...fields } = input;
  return { ...fields, ...(fields.postal !== undefined && { postal: fields.postal.toUpperCase() }) };
}

export const handlers = defineHandlers({
  async listProperties({ db, query, reply }) {
    return listPropertySummaries(db, eq(properties.archived, false), { query, reply });
  },

  async createProperty({ body, db, reply }) {
    const input = body as PropertyInput;
    if (input.ownerId === null || input.ownerId === undefined) {
      throw badRequest(propertyMessages.ownerRequired, 'ownerId');
    }
    await requireOwnerProfile(db, input.ownerId, { active: true });
    if (typeof input.secondaryOwnerId === 'number') {
      await requireOwnerProfile(db, input.secondaryOwnerId, { active: true });
    }
    await assertRmNumberFree(db, input.rmNumber);
    const [row] = await db
      .insert(properties)
      .values({ ...propertyValues(input), ownerId: input.ownerId })
      .returning({ id: properties.id });
    const created = row && (await findProperty(db, row.id));
    if (!created) throw new Error('The new property was not returned');
    reply.code(201);
    return created;
  },

  async getProperty({ params, db, user }) {
    const property = await findProperty(db, Number(params.id));
    // admin and superAdmin see archived properties too; an owner only their own active ones (x-owner did "own").
    if (!property || (user.role === 'owner' && property.archived)) throw notFound(propertyMessages.notFound);
    return property;
  },

  async updateProperty({ params, body, db }) {
    const property = await requireProperty(db, params.id);
    if (property.archived) throw conflict(propertyMessages.editArchived);
    const input = body as PropertyInput;
    if (typeof input.ownerId === 'number' && input.ownerId !== property.ownerId) {
      await requireOwnerProfile(db, input.ownerId, { active: true });
    }
    if (typeof input.secondaryOwnerId === 'number' && input.secondaryOwnerId !== property.secondaryOwnerId) {
      await requireOwnerProfile(db, input.secondaryOwnerId, { active: true });
    }
    if (typeof input.rmNumber === 'string') await assertRmNumberFree(db, input.rmNumber, property.id);
    await db
      .update(properties)
      .set({ ...propertyValues(input), ...(input.ownerId !== undefined && { ownerId: input.ownerId }) })
      .where(eq(properties.id, property.id));
    return requireProperty(db, property.id);
  },

  async archiveProperty({ params, db }) {
    const property = await requireProperty(db, params.id);
    if (property.archived) return property;
    // Its active listings go with it, marked so that restoring the property brings back only them.
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ archived: true }).where(eq(properties.id, property.id));
      await tx
        .update(listings)
        .set({ archived: true, archivedWithProperty: true })
        .where(and(eq(listings.propertyId, property.id), eq(listings.archived, false)));
    });
    return requireProperty(db, property.id);
  },

  async restoreProperty({ params, db }) {
    const property = await requireProperty(db, params.id);
    if (!property.archived) return property;
    if (property.ownerId !== null) {
      const [owner] = await db
        .select({ archived: ownerProfiles.archived })
        .from(ownerProfiles)
        .where(eq(ownerProfiles.id, property.ownerId))
        .limit(1);
      if (owner?.archived) throw conflict(propertyMessages.restoreUnderArchivedOwner);
    }
    // A listing archived on its own (not with the property) stays archived.
    await db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ archived: false, archivedWithOwner: false })
        .where(eq(properties.id, property.id));
      await tx
        .update(listings)
        .set({ archived: false, archivedWithProperty: false })
        .where(and(eq(listings.propertyId, property.id), eq(listings.archivedWithProperty, true)));
    });
    return requireProperty(db, property.id);
  },

  async removePropertyOwner({ params, db }) {
    const property = await requireProperty(db, params.propertyId);
    if (property.ownerId === null) return property;
    await db.update(properties).set({ ownerId: null }).where(eq(properties.id, property.id));
    return requireProperty(db, property.id);
  },

  async listArchivedProperties({ db, query, reply }) {
    return listPropertySummaries(db, eq(properties.archived, true), { query, reply });
  },

  async listOwnerProperties({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    return listPropertySummaries(db, and(ofOwner(owner.id), eq(properties.archived, false)));
  },

  async listArchivedOwnerProperties({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    return listPropertySummaries(db, and(ofOwner(owner.id), eq(properties.archived, true)));
  },

  async listPropertiesOfOwnerUser({ params, db, user, query, reply }) {
    const [profile] = await db
      .select({ id: ownerProfiles.id, archived: ownerProfiles.archived })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.userId, Number(params.userId)))
      .limit(1);
    // An owner whose profile was archived keeps no view of its properties, even with a session still open.
    if (!profile || (user.role === 'owner' && profile.archived)) {
      throw notFound('The user has no owner profile.');
    }
    return listPropertySummaries(db, and(ofOwner(profile.id), eq(properties.archived, false)), {
      query,
      reply,
    });
  },

  async countOwnerPropertiesByType({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    const type = params.type as PropertyInput['contractType'];
    const [row] = await db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.ownerId, owner.id), eq(properties.contractType, type)));
    return { count: row?.n ?? 0 };
  },
});
