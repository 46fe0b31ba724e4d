// Rental properties (tag: properties). getProperty is the pattern to copy.
// Still to implement here: listProperties (GET /property), createProperty (POST /property), updateProperty
// (PUT /property/{id}), archiveProperty, restoreProperty, removePropertyOwner, listArchivedProperties,
// listOwnerProperties, listArchivedOwnerProperties, listPropertiesOfOwnerUser, countOwnerPropertiesByType.
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ownerProfiles, properties } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';

/** A property as the contract's Property schema has it (the row plus its owner's name), or undefined. */
export async function findProperty(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(properties), ownerName: ownerProfiles.name })
    .from(properties)
    .leftJoin(ownerProfiles, eq(ownerProfiles.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

export const handlers = defineHandlers({
  async getProperty({ params, db, user }) {
    const property = await findProperty(db, Number(params.id));
    // admin and superAdmin see archived properties too; an owner only their own active ones (x-owner did "own").
    if (!property || (user.role === 'owner' && property.archived)) throw notFound();
    return property;
  },
});
