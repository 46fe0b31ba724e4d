// Strata buildings (tag: strataProperties).

import * as shared from '@portal/sdk/messages';
import type { StrataProperty } from '@portal/sdk/types';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  strataAgents,
  strataDocuments,
  strataProperties,
  strataUnitDocuments,
  strataUnits,
  users,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerMemoryList, type MemoryColumns } from '../http/list-response.ts';
import { trimSpace } from '../http/validation.ts';
import {
  findStrataProperty,
  strataPropertySummaries,
  unitOwnerSeesBuilding,
} from '../repositories/strata-buildings.ts';
import { type ArchivableRecords, requireRecord, setArchived } from './archiving.ts';
import {
  type BodyOf,
  canadianPostalCode,
  composeAddress,
  formatPhone,
  idOf,
  isUniqueViolation,
  lockArchivedForDelete,
  normalizePlanNumber,
  optionalText,
  planNumberKey,
  tidy,
} from './strata-records.ts';

export const buildingMessages = {
  invalidLogin: shared.buildingMessages.invalidLogin,
  inactiveAgent: 'Choose an active strata agent.',
  duplicatePlan: 'A strata property with this plan number already exists.',
  loginTaken: 'This login is already assigned to another property.',
  loginReadOnly: 'The property login cannot be changed.',
  deleteActive: 'Archive the property before deleting it.',
  loginNameTaken:
    'The Strata Owner login is named after the strata plan number, and another account already uses this one. Choose another plan number or rename that account first.',
} as const;

/**
 * A building login is named after its strata plan number (strata spec 1 and 6) and its email is the number at the
 * product's mail domain (spec 5). When the number changes, the login follows it in the same transaction, so the
 * building keeps signing in (with the new number and its password) instead of being left with a name that no longer
 * matches. A login named otherwise (set by hand) is left as it is. 409 when another account holds the new name.
 */
async function renameBuildingLogin(db: Db, loginId: number, oldPlan: string, newPlan: string) {
  if (oldPlan === newPlan) return;
  const [login] = await db.select().from(users).where(eq(users.id, loginId)).limit(1);
  if (!login || normalizePlanNumber(login.userName) !== normalizePlanNumber(oldPlan)) return;
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.normalizedUserName, newPlan.toUpperCase()), ne(users.id, loginId)))
    .limit(1);
  const oldEmail = `${oldPlan.toLowerCase()}@${buildingLoginMailDomain}`;
  const email =
    login.email.toLowerCase() === oldEmail ? `${newPlan.toLowerCase()}@${buildingLoginMailDomain}` : null;
  const [emailHolder] = email
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.normalizedEmail, email.toUpperCase()), ne(users.id, loginId)))
        .limit(1)
    : [];
  if (holder || emailHolder) throw conflict(buildingMessages.loginNameTaken, 'strataPlanNumber');
  await db
    .update(users)
    .set({
      userName: newPlan,
      normalizedUserName: newPlan.toUpperCase(),
      ...(email ? { email, normalizedEmail: email.toUpperCase() } : {}),
    })
    .where(eq(users.id, loginId));
}

/** The product's own mail domain: a building login's email is its plan number there (strata spec 5). */
const buildingLoginMailDomain = 'portal.example.ca';

type PropertyInput = BodyOf<'createStrataProperty'>;

/** 400 unless the id names a non-archived agent. */
async function checkActiveAgent(db: Db, agentId: number) {
  const [agent] = await db
    .select({ archived: strataAgents.archived })
    .from(strataAgents)
    .where(eq(strataAgents.id, agentId))
    .limit(1);
  if (!agent || agent.archived) throw badRequest(buildingMessages.inactiveAgent, 'agentId');
}

/** 400 unless the id names a non-archived Strata Owner login; 409 when another building has it. */
async function checkLogin(db: Db, userId: number | undefined, buildingId: number | null) {
  if (userId === undefined) throw badRequest(buildingMessages.invalidLogin, 'propertyAdminId');
  const [login] = await db
    .select({ roleName: users.roleName, archived: users.archived })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!login || login.archived || login.roleName !== 'Strata Owner') {
    throw badRequest(buildingMessages.invalidLogin, 'propertyAdminId');
  }
  const [other] = await db
    .select({ id: strataProperties.id })
    .from(strataProperties)
    .where(
      and(
        eq(strataProperties.propertyAdminId, userId),
        buildingId === null ? undefined : ne(strataProperties.id, buildingId),
      ),
    )
    .limit(1);
  if (other) throw conflict(buildingMessages.loginTaken, 'propertyAdminId');
}

/** 409 when another building (archived ones included) has the plan number. */
async function checkPlanNumber(db: Db, planNumber: string, buildingId: number | null) {
  const [other] = await db
    .select({ id: strataProperties.id })
    .from(strataProperties)
    .where(
      and(
        eq(planNumberKey(strataProperties.strataPlanNumber), planNumber),
        buildingId === null ? undefined : ne(strataProperties.id, buildingId),
      ),
    )
    .limit(1);
  if (other) throw conflict(buildingMessages.duplicatePlan, 'strataPlanNumber');
}

/** The building's address parts as stored: tidied, postal code as A1A 1A1, address composed. */
function addressParts(input: PropertyInput) {
  const parts = {
    street: tidy(input.street),
    city: tidy(input.city),
    province: input.province,
    postal: canadianPostalCode(input.postal) ?? trimSpace(input.postal).toUpperCase(),
  };
  return { ...parts, address: composeAddress(parts) };
}

/** Unique indexes can still fire when two requests race past the checks: answer with the same messages. */
function rethrowConflict(error: unknown): never {
  if (isUniqueViolation(error, 'strata_properties_property_admin_id_key')) {
    throw conflict(buildingMessages.loginTaken, 'propertyAdminId');
  }
  if (isUniqueViolation(error, 'strata_properties_strata_plan_number_key')) {
    throw conflict(buildingMessages.duplicatePlan, 'strataPlanNumber');
  }
  throw error;
}

const mustFind = (db: Db, id: number) => requireRecord(buildingRecords(db), id);

// A company has tens of buildings, not thousands: their tables page, sort and search the list in memory.
const buildingListColumns: MemoryColumns<Awaited<ReturnType<typeof strataPropertySummaries>>[number]> = {
  sort: {
    buildingName: (b) => b.buildingName,
    strataPlanNumber: (b) => b.strataPlanNumber,
    address: (b) => b.address,
    agentName: (b) => b.agentName,
    agentPhone: (b) => b.agentPhone,
  },
  search: [(b) => b.buildingName, (b) => b.strataPlanNumber, (b) => b.address, (b) => b.agentName],
};

const buildingRecords = (db: Db): ArchivableRecords<StrataProperty> => ({
  find: (id) => findStrataProperty(db, id),
  save: (id, archived) => db.update(strataProperties).set({ archived }).where(eq(strataProperties.id, id)),
});

export const handlers = defineHandlers({
  async listStrataProperties({ db, query, reply }) {
    const rows = await strataPropertySummaries(db, eq(strataProperties.archived, false));
    return answerMemoryList(reply, query, buildingListColumns, rows);
  },

  async listAllStrataProperties({ db }) {
    return strataPropertySummaries(db, eq(strataProperties.archived, false));
  },

  async listArchivedStrataProperties({ db, query, reply }) {
    const rows = await strataPropertySummaries(db, eq(strataProperties.archived, true));
    return answerMemoryList(reply, query, buildingListColumns, rows);
  },

  async createStrataProperty({ body, db, reply }) {
    const input = body;
    const planNumber = normalizePlanNumber(input.strataPlanNumber);
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        await checkLogin(tx, input.propertyAdminId, null);
        if (input.agentId != null) await checkActiveAgent(tx, input.agentId);
        await checkPlanNumber(tx, planNumber, null);
        const [row] = await tx
          .insert(strataProperties)
          .values({
            buildingName: tidy(input.buildingName),
            strataPlanNumber: planNumber,
            ...addressParts(input),
            countryId: input.countryId ?? 1,
            agentId: input.agentId ?? null,
            propertyAdminId: input.propertyAdminId,
            buildingManagerName: optionalText(input.buildingManagerName),
            buildingManagerPhone: input.buildingManagerPhone ? formatPhone(input.buildingManagerPhone) : null,
          })
          .returning({ id: strataProperties.id });
        if (!row) throw new Error('The insert returned no building');
        return row.id;
      });
    } catch (error) {
      rethrowConflict(error);
    }
    reply.code(201);
    return mustFind(db, id);
  },

  async getStrataProperty({ params, db, user }) {
    const building = await mustFind(db, idOf(params.id));
    // x-owner let a building login or unit owner through; archived buildings (and units) are hidden from them.
    if (user.role === 'propertyAdmin' || user.role === 'strataUnitOwner') {
      if (building.archived) throw notFound();
      if (user.role === 'strataUnitOwner' && !(await unitOwnerSeesBuilding(db, user.id, building.id))) {
        throw notFound();
      }
    }
    return building;
  },

  async getStrataPropertyOfPropertyAdmin({ params, db, user }) {
    const [row] = await db
      .select({ id: strataProperties.id })
      .from(strataProperties)
      .where(eq(strataProperties.propertyAdminId, idOf(params.userId)))
      .limit(1);
    if (!row) throw notFound('This login has no building.');
    const building = await mustFind(db, row.id);
    if (building.archived && user.role === 'propertyAdmin') throw notFound('This login has no building.');
    return building;
  },

  async updateStrataProperty({ params, body, db }) {
    const id = idOf(params.id);
    const input = body;
    const planNumber = normalizePlanNumber(input.strataPlanNumber);
    try {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(strataProperties)
          .where(eq(strataProperties.id, id))
          .for('update')
          .limit(1);
        if (!current) throw notFound();
        let propertyAdminId = current.propertyAdminId;
        if (input.propertyAdminId !== undefined && input.propertyAdminId !== current.propertyAdminId) {
          // Read-only once set (spec 4); a building whose login user was deleted may be given a new one.
          if (current.propertyAdminId !== null)
            throw conflict(buildingMessages.loginReadOnly, 'propertyAdminId');
          await checkLogin(tx, input.propertyAdminId, id);
          propertyAdminId = input.propertyAdminId;
        }
        if (input.agentId != null && input.agentId !== current.agentId)
          await checkActiveAgent(tx, input.agentId);
        await checkPlanNumber(tx, planNumber, id);
        if (propertyAdminId !== null)
          await renameBuildingLogin(tx, propertyAdminId, current.strataPlanNumber, planNumber);
        await tx
          .update(strataProperties)
          .set({
            buildingName: tidy(input.buildingName),
            strataPlanNumber: planNumber,
            ...addressParts(input),
            countryId: input.countryId ?? current.countryId,
            agentId: input.agentId === undefined ? current.agentId : input.agentId,
            propertyAdminId,
            buildingManagerName:
              input.buildingManagerName === undefined
                ? current.buildingManagerName
                : optionalText(input.buildingManagerName),
            buildingManagerPhone:
              input.buildingManagerPhone === undefined
                ? current.buildingManagerPhone
                : input.buildingManagerPhone === null
                  ? null
                  : formatPhone(input.buildingManagerPhone),
          })
          .where(eq(strataProperties.id, id));
      });
    } catch (error) {
      rethrowConflict(error);
    }
    return mustFind(db, id);
  },

  async archiveStrataProperty({ params, db }) {
    return setArchived(buildingRecords(db), idOf(params.id), true);
  },

  async restoreStrataProperty({ params, db }) {
    return setArchived(buildingRecords(db), idOf(params.id), false);
  },

  async deleteStrataProperty({ params, db, storage, request }) {
    const id = idOf(params.id);
    const fileKeys = await db.transaction(async (tx) => {
      await lockArchivedForDelete(tx, strataProperties, id, buildingMessages.deleteActive);
      const unitIds = (
        await tx.select({ id: strataUnits.id }).from(strataUnits).where(eq(strataUnits.strataPropertyId, id))
      ).map((u) => u.id);
      const buildingFiles = await tx
        .select({ path: strataDocuments.path })
        .from(strataDocuments)
        .where(and(eq(strataDocuments.strataPropertyId, id), isNotNull(strataDocuments.path)));
      const unitFiles =
        unitIds.length === 0
          ? []
          : await tx
              .select({ path: strataUnitDocuments.path })
              .from(strataUnitDocuments)
              .where(
                and(inArray(strataUnitDocuments.strataUnitId, unitIds), isNotNull(strataUnitDocuments.path)),
              );
      // The schema's cascades take the units (with their users, owners, invitations, PADs, payments, unit documents
      // and form submissions), the building's documents, folders and staff. The login user is kept.
      await tx.delete(strataProperties).where(eq(strataProperties.id, id));
      return [...buildingFiles, ...unitFiles].flatMap((f) => (f.path ? [f.path] : []));
    });
    // Files go after the commit: a rolled-back delete must not lose them.
    await deleteFiles(storage, fileKeys, request.log);
  },
});

/** Deletes stored files; a file that cannot be deleted is logged, not fatal (its record is already gone). */
export async function deleteFiles(
  storage: { delete(key: string): Promise<void> },
  keys: string[],
  log: { warn(obj: unknown, msg?: string): void },
) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.warn({ err: result.reason, key: keys[i] }, 'A stored file was not deleted');
  });
}
