// Rental owners (tag: ownerProfiles). Archive and restore carry the owner's properties and their listings along.

import * as shared from '@portal/sdk/messages';
import type { OwnerProfile, OwnerProfileUpdate } from '@portal/sdk/types';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { trimSpace } from '../http/validation.ts';
import {
  findOwnerAccount,
  findOwnerProfile,
  insertOwnerProfile,
  type OwnerProfileValues,
  ownerSummaryList,
  setOwnerArchived,
  updateOwnerProfile,
} from '../repositories/owner-profiles.ts';

import { type ArchivableRecords, requireRecord, setArchived } from './archiving.ts';

export const ownerMessages = {
  notFound: 'The owner was not found.',
  userNotFound: 'The user was not found.',
  notOwnerRole: 'The user must have the Owner role.',
  hasProfile: 'This user already has an owner profile.',
  editArchived: 'Restore the owner before editing it.',
} as const;

const ownerRecords = (db: Db): ArchivableRecords<OwnerProfile> => ({
  find: (id) => findOwnerProfile(db, id),
  missing: ownerMessages.notFound,
  save: (id, archived) => setOwnerArchived(db, id, archived),
});

const requireOwnerProfile = (db: Db, id: unknown) => requireRecord(ownerRecords(db), id);

/** The profile fields of an input, trimmed. */
function profileValues(input: OwnerProfileUpdate): OwnerProfileValues {
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
    return answerList(reply, query, ownerSummaryList(db, false));
  },

  async createOwnerProfile({ body, db, reply }) {
    const input = body;
    for (const field of ['name', 'city', 'postal'] as const) {
      if (!input[field].trim()) throw badRequest(shared.ownerProfileMessages.required, field);
    }
    // The account and whether it has an owner already, in one statement.
    const account = await findOwnerAccount(db, input.userId);
    if (!account) throw notFound(ownerMessages.userNotFound);
    if (account.user.roleName !== 'Owner') throw badRequest(ownerMessages.notOwnerRole, 'userId');
    if (account.hasProfile) throw conflict(ownerMessages.hasProfile);
    let created: OwnerProfile;
    try {
      // Two requests for one account at once: the unique index on the account decides.
      created = await insertOwnerProfile(db, account.user, profileValues(input));
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw conflict(ownerMessages.hasProfile);
      throw error;
    }
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
    const input = body;
    for (const field of ['name', 'city', 'postal'] as const) {
      if (!input[field].trim()) throw badRequest(shared.ownerProfileMessages.required, field);
    }
    await updateOwnerProfile(db, profile.id, profileValues(input));
    return requireOwnerProfile(db, profile.id);
  },

  async listArchivedOwnerProfiles({ db, query, reply }) {
    return answerList(reply, query, ownerSummaryList(db, true));
  },

  async archiveOwnerProfile({ params, db }) {
    return setArchived(ownerRecords(db), params.id, true);
  },

  async restoreOwnerProfile({ params, db }) {
    return setArchived(ownerRecords(db), params.id, false);
  },
});
