// Rental properties (tag: properties).
import type { PropertyInput } from '@portal/sdk/types';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { findOwnerState } from '../repositories/owner-profiles.ts';
import {
  countOwnerPropertiesOfType,
  findProperty,
  findPropertyCreationState,
  insertProperty,
  listPropertySummaries,
  propertySummaryList,
  rmNumberTaken,
  setPropertyArchived,
  updateProperty,
} from '../repositories/properties.ts';

import { type ArchivableRecords, requireRecord, setArchived } from './archiving.ts';

type PropertyRecord = NonNullable<Awaited<ReturnType<typeof findProperty>>>;

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
  if (await rmNumberTaken(db, rmNumber, exceptId)) {
    throw conflict(rmNumberTakenMessage(rmNumber.trim()), 'rmNumber');
  }
}

const propertyRecords = (db: Db): ArchivableRecords<PropertyRecord> => ({
  find: (id) => findProperty(db, id),
  missing: propertyMessages.notFound,
  // A property is restored only while its owner is active.
  async check(property, archived) {
    if (archived || property.ownerId === null) return;
    const owner = await findOwnerState(db, { id: property.ownerId });
    if (owner?.archived) throw conflict(propertyMessages.restoreUnderArchivedOwner);
  },
  // Archiving takes its active listings along; restoring brings back only those archived with it.
  save: (id, archived) => setPropertyArchived(db, id, archived),
});

const requireProperty = (db: Db, id: unknown) => requireRecord(propertyRecords(db), id);

async function requireOwnerProfile(db: Db, id: number, options: { active: boolean }) {
  const profile = await findOwnerState(db, { id });
  if (!profile || (options.active && profile.archived)) throw notFound(propertyMessages.ownerNotFound);
  return profile;
}

export const handlers = defineHandlers({
  async listProperties({ db, query, reply }) {
    return answerList(reply, query, propertySummaryList(db, { archived: false }));
  },

  async createProperty({ body, db, reply }) {
    const input = body;
    if (input.ownerId === null || input.ownerId === undefined) {
      throw badRequest(propertyMessages.ownerRequired, 'ownerId');
    }
    // The owners and the number checked in one statement, refused in the order the checks are written in.
    const secondaryOwnerId = typeof input.secondaryOwnerId === 'number' ? input.secondaryOwnerId : null;
    const state = await findPropertyCreationState(db, input.ownerId, secondaryOwnerId, input.rmNumber);
    if (!state || state.ownerArchived) throw notFound(propertyMessages.ownerNotFound);
    if (secondaryOwnerId !== null && state.secondaryOwnerArchived !== false) {
      throw notFound(propertyMessages.ownerNotFound);
    }
    if (state.rmNumberTaken) throw conflict(rmNumberTakenMessage(input.rmNumber.trim()), 'rmNumber');
    const created = await insertProperty(db, input.ownerId, input);
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
    const input = body;
    if (typeof input.ownerId === 'number' && input.ownerId !== property.ownerId) {
      await requireOwnerProfile(db, input.ownerId, { active: true });
    }
    if (typeof input.secondaryOwnerId === 'number' && input.secondaryOwnerId !== property.secondaryOwnerId) {
      await requireOwnerProfile(db, input.secondaryOwnerId, { active: true });
    }
    if (typeof input.rmNumber === 'string') await assertRmNumberFree(db, input.rmNumber, property.id);
    await updateProperty(db, property.id, input);
    return requireProperty(db, property.id);
  },

  async archiveProperty({ params, db }) {
    return setArchived(propertyRecords(db), params.id, true);
  },

  async restoreProperty({ params, db }) {
    return setArchived(propertyRecords(db), params.id, false);
  },

  async removePropertyOwner({ params, db }) {
    const property = await requireProperty(db, params.propertyId);
    if (property.ownerId === null) return property;
    await updateProperty(db, property.id, { ownerId: null });
    return requireProperty(db, property.id);
  },

  async listArchivedProperties({ db, query, reply }) {
    return answerList(reply, query, propertySummaryList(db, { archived: true }));
  },

  async listOwnerProperties({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    return listPropertySummaries(db, { archived: false, ownerId: owner.id });
  },

  async listArchivedOwnerProperties({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    return listPropertySummaries(db, { archived: true, ownerId: owner.id });
  },

  async listPropertiesOfOwnerUser({ params, db, user, query, reply }) {
    const profile = await findOwnerState(db, { userId: Number(params.userId) });
    // An owner whose profile was archived keeps no view of its properties, even with a session still open.
    if (!profile || (user.role === 'owner' && profile.archived)) {
      throw notFound('The user has no owner profile.');
    }
    return answerList(reply, query, propertySummaryList(db, { archived: false, ownerId: profile.id }));
  },

  async countOwnerPropertiesByType({ params, db }) {
    const owner = await requireOwnerProfile(db, Number(params.ownerId), { active: false });
    const type = params.type as PropertyInput['contractType'];
    return { count: await countOwnerPropertiesOfType(db, owner.id, type) };
  },
});
