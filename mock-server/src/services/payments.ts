// Pre-authorized debit, monthly and extra payments (tag: payments).
// One Active PAD per owner; a unit has exactly one current monthly payment, whose total the server computes; replacing
// it archives the old one in the same transaction; extra payments draw on a PAD of the unit or on new bank details,
// saved as a Temporary PAD in the same transaction as the payments.

import * as shared from '@portal/sdk/messages';
import type { MonthlyPaymentInput, PreAuthorizedDebitInput } from '@portal/sdk/types';
import { and, desc, eq } from 'drizzle-orm';
import { companyTimeZone } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import {
  preAuthorizedDebits,
  strataExtraPayments,
  strataMonthlyPayments,
  strataOwners,
  strataUnits,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { toExtraPayments, toMonthlyPayment, toPreAuthorizedDebit } from '../repositories/strata-payments.ts';
import { filePadRecord, filesOwnRecord } from './unit-owner-filings.ts';

export const messages = {
  notOwnerOfUnit: 'The owner is not an owner of this unit.',
  padExists:
    'Error Creating Pre Authorized Debit: this owner already has one. Delete it before adding new bank details.',
  monthlyNeedsPad: shared.paymentMessages.monthlyNeedsPad,
  padNotAuthorized: shared.paymentMessages.padNotAuthorized,
  monthlyExists:
    'Error Creating Monthly Payment: this unit already has a monthly payment. Replace it instead.',
  monthlyReplaced: 'Error Replacing Monthly Payment: this monthly payment has already been replaced.',
  monthlyOtherUnit: 'The monthly payment being replaced is not this unit’s.',
  totalMismatch: 'totalFees must equal strataFees + parkingFees + otherFees',
  totalTooLarge: 'totalFees (strataFees + parkingFees + otherFees) must be at most 99999999.99.',
  extraNeedsAmount: shared.paymentMessages.extraNeedsAmount,
  extraPadNotUnits: 'The pre-authorized debit is not this unit’s.',
  extraPadOrBank: 'Give either preAuthorizedDebitId or newBankInformation, not both.',
  extraNeedsPad: 'Extra payments proceed only if a PAD exists or new bank information is given.',
  bankInfoOtherUnit: 'newBankInformation.strataUnitId must be this request’s strataUnitId.',
  bankInfoNotCurrentOwner: 'newBankInformation.strataOwnerId must be the unit’s current owner.',
} as const;

/** Money as whole cents, so sums are exact (19.99 + 0.01 is 20.00, not 19.999999…). */
const cents = (amount: number | undefined | null): number => Math.round((amount ?? 0) * 100);
const fromCents = (value: number): number => value / 100;
const maxMoneyCents = 9_999_999_999;

async function requireUnit(db: Db | Tx, unitId: number): Promise<void> {
  const [unit] = await db
    .select({ id: strataUnits.id })
    .from(strataUnits)
    .where(eq(strataUnits.id, unitId))
    .limit(1);
  if (!unit) throw notFound('The strata unit does not exist.');
}

/** The unit's current owner (isCurrent; the newest when there are several), or undefined. */
async function currentOwnerOf(db: Db | Tx, unitId: number) {
  const [owner] = await db
    .select({ id: strataOwners.id })
    .from(strataOwners)
    .where(and(eq(strataOwners.strataUnitId, unitId), eq(strataOwners.isCurrent, true)))
    .orderBy(desc(strataOwners.id))
    .limit(1);
  return owner;
}

/** The current owner's Active PAD, which monthly payments and plain extra payments draw on; undefined without. */
async function activePadOfCurrentOwner(db: Db | Tx, unitId: number) {
  const owner = await currentOwnerOf(db, unitId);
  if (!owner) return undefined;
  const [pad] = await db
    .select({ id: preAuthorizedDebits.id })
    .from(preAuthorizedDebits)
    .where(and(eq(preAuthorizedDebits.strataOwnerId, owner.id), eq(preAuthorizedDebits.padStatus, 'Active')))
    .limit(1);
  return pad;
}

/** strataFees + parkingFees + otherFees with 2 decimals; a client-sent totalFees must equal it. */
function computeTotal(input: MonthlyPaymentInput): number {
  const total = cents(input.strataFees) + cents(input.parkingFees) + cents(input.otherFees);
  if (input.totalFees !== undefined && cents(input.totalFees) !== total) {
    throw badRequest(messages.totalMismatch, 'totalFees');
  }
  if (total > maxMoneyCents) throw badRequest(messages.totalTooLarge, 'totalFees');
  return fromCents(total);
}

/** A unit's new current monthly payment (fees as sent, missing ones 0, and their total). */
async function insertMonthlyPayment(
  db: Db | Tx,
  strataUnitId: number,
  input: MonthlyPaymentInput,
  totalFees: number,
) {
  const [row] = await db
    .insert(strataMonthlyPayments)
    .values({
      strataUnitId,
      strataFees: input.strataFees,
      parkingFees: input.parkingFees ?? 0,
      otherFees: input.otherFees ?? 0,
      totalFees,
      paymentStartDate: input.paymentStartDate,
      archived: false,
    })
    .returning();
  if (!row) throw new Error('The new monthly payment was not returned');
  return row;
}

function padValues(input: PreAuthorizedDebitInput) {
  return {
    strataUnitId: input.strataUnitId,
    strataOwnerId: input.strataOwnerId,
    financialInstitutionName: trimSpace(input.financialInstitutionName),
    financialInstitutionAddress: trimSpace(input.financialInstitutionAddress),
    financialInstitutionCity: trimSpace(input.financialInstitutionCity),
    financialInstitutionProvince: input.financialInstitutionProvince,
    bankTransitNumber: input.bankTransitNumber,
    institutionNumber: input.institutionNumber,
    accountNumber: input.accountNumber,
    accountHolderFirstAndLastName: trimSpace(input.accountHolderFirstAndLastName),
    address: trimSpace(input.address),
    postalCode: input.postalCode.toUpperCase().replace(/^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)$/, '$1 $2'),
  };
}

export const handlers = defineHandlers({
  async createPreAuthorizedDebit({ db, storage, user, body, reply, options }) {
    const input = body;
    if (input.authorized !== true) throw badRequest(messages.padNotAuthorized, 'authorized');
    await requireUnit(db, input.strataUnitId);
    const [owner] = await db
      .select({ id: strataOwners.id })
      .from(strataOwners)
      .where(and(eq(strataOwners.id, input.strataOwnerId), eq(strataOwners.strataUnitId, input.strataUnitId)))
      .limit(1);
    if (!owner) throw badRequest(messages.notOwnerOfUnit, 'strataOwnerId');
    const [existing] = await db
      .select({ id: preAuthorizedDebits.id })
      .from(preAuthorizedDebits)
      .where(
        and(eq(preAuthorizedDebits.strataOwnerId, owner.id), eq(preAuthorizedDebits.padStatus, 'Active')),
      )
      .limit(1);
    if (existing) throw conflict(messages.padExists);
    try {
      const [created] = await db
        .insert(preAuthorizedDebits)
        .values({ ...padValues(input), padStatus: 'Active' })
        .returning();
      if (!created) throw new Error('The new PAD was not returned');
      // A unit owner's PAD leaves its dated record in the unit's documents (in this request's transaction).
      if (filesOwnRecord(user.role)) {
        await filePadRecord({ db, storage, user, options, unitId: created.strataUnitId }, created);
      }
      reply.code(201);
      return toPreAuthorizedDebit(created, companyTimeZone(options));
    } catch (error) {
      // Two requests at once: the one-Active-PAD-per-owner index refused the second.
      if (pgErrorCode(error) === '23505') throw conflict(messages.padExists);
      throw error;
    }
  },

  async deletePreAuthorizedDebit({ db, params }) {
    // Extra payments that used it keep their record (their preAuthorizedDebitId becomes null by the foreign key).
    const [deleted] = await db
      .delete(preAuthorizedDebits)
      .where(eq(preAuthorizedDebits.id, Number(params.id)))
      .returning({ id: preAuthorizedDebits.id });
    if (!deleted) throw notFound();
    return undefined;
  },

  async createMonthlyPayment({ db, body, reply }) {
    const input = body;
    const totalFees = computeTotal(input);
    await requireUnit(db, input.strataUnitId);
    if (!(await activePadOfCurrentOwner(db, input.strataUnitId))) throw conflict(messages.monthlyNeedsPad);
    const [current] = await db
      .select({ id: strataMonthlyPayments.id })
      .from(strataMonthlyPayments)
      .where(
        and(
          eq(strataMonthlyPayments.strataUnitId, input.strataUnitId),
          eq(strataMonthlyPayments.archived, false),
        ),
      )
      .limit(1);
    if (current) throw conflict(messages.monthlyExists);
    try {
      const created = await insertMonthlyPayment(db, input.strataUnitId, input, totalFees);
      reply.code(201);
      return toMonthlyPayment(created);
    } catch (error) {
      // The one-current-payment-per-unit index: another request created one in the meantime.
      if (pgErrorCode(error) === '23505') throw conflict(messages.monthlyExists);
      throw error;
    }
  },

  async replaceMonthlyPayment({ db, params, body, reply }) {
    const input = body;
    const totalFees = computeTotal(input);
    const paymentId = Number(params.monthlyPaymentId);
    const created = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({
          strataUnitId: strataMonthlyPayments.strataUnitId,
          archived: strataMonthlyPayments.archived,
        })
        .from(strataMonthlyPayments)
        .where(eq(strataMonthlyPayments.id, paymentId))
        .for('update');
      if (!old) throw notFound();
      if (old.strataUnitId !== input.strataUnitId)
        throw badRequest(messages.monthlyOtherUnit, 'strataUnitId');
      if (old.archived) throw conflict(messages.monthlyReplaced);
      if (!(await activePadOfCurrentOwner(tx, old.strataUnitId))) throw conflict(messages.monthlyNeedsPad);
      await tx
        .update(strataMonthlyPayments)
        .set({ archived: true })
        .where(eq(strataMonthlyPayments.id, paymentId));
      return insertMonthlyPayment(tx, old.strataUnitId, input, totalFees);
    });
    reply.code(201);
    return toMonthlyPayment(created);
  },

  async createExtraPayments({ db, body, reply }) {
    const input = body;
    const unitId = input.strataUnitId;
    if (
      cents(input.oneTimePayment) <= 0 &&
      cents(input.monthlyPayment1) <= 0 &&
      cents(input.monthlyPayment2) <= 0
    ) {
      throw badRequest(messages.extraNeedsAmount, 'oneTimePayment');
    }
    const bank = input.newBankInformation ?? null;
    const padId = input.preAuthorizedDebitId ?? null;
    if (bank && padId !== null) throw badRequest(messages.extraPadOrBank, 'preAuthorizedDebitId');
    await requireUnit(db, unitId);

    const created = await db.transaction(async (tx) => {
      let linkedPadId: number;
      if (bank) {
        if (bank.strataUnitId !== unitId)
          throw badRequest(messages.bankInfoOtherUnit, 'newBankInformation.strataUnitId');
        const owner = await currentOwnerOf(tx, unitId);
        if (!owner || owner.id !== bank.strataOwnerId) {
          throw badRequest(messages.bankInfoNotCurrentOwner, 'newBankInformation.strataOwnerId');
        }
        const [temporary] = await tx
          .insert(preAuthorizedDebits)
          .values({ ...padValues(bank), padStatus: 'Temporary' })
          .returning({ id: preAuthorizedDebits.id });
        if (!temporary) throw new Error('The temporary PAD was not returned');
        linkedPadId = temporary.id;
      } else if (padId !== null) {
        const [pad] = await tx
          .select({ id: preAuthorizedDebits.id })
          .from(preAuthorizedDebits)
          .where(and(eq(preAuthorizedDebits.id, padId), eq(preAuthorizedDebits.strataUnitId, unitId)))
          .limit(1);
        if (!pad) throw badRequest(messages.extraPadNotUnits, 'preAuthorizedDebitId');
        linkedPadId = pad.id;
      } else {
        const pad = await activePadOfCurrentOwner(tx, unitId);
        if (!pad) throw conflict(messages.extraNeedsPad);
        linkedPadId = pad.id;
      }
      const [row] = await tx
        .insert(strataExtraPayments)
        .values({
          strataUnitId: unitId,
          preAuthorizedDebitId: linkedPadId,
          oneTimePayment: input.oneTimePayment,
          oneTimePaymentWithdrawDate: input.oneTimePaymentWithdrawDate,
          monthlyPayment1: input.monthlyPayment1,
          monthlyPayment1WithdrawDate: input.monthlyPayment1WithdrawDate,
          monthlyPayment2: input.monthlyPayment2,
          monthlyPayment2WithdrawDate: input.monthlyPayment2WithdrawDate,
          paymentStartDate: input.paymentStartDate,
          padStatus: bank ? 'Temporary' : 'Pending',
        })
        .returning();
      if (!row) throw new Error('The new extra payments were not returned');
      return row;
    });
    reply.code(201);
    return toExtraPayments(created);
  },

  async listStrataUnitExtraPayments({ db, params }) {
    const unitId = Number(params.unitId);
    await requireUnit(db, unitId);
    const rows = await db
      .select()
      .from(strataExtraPayments)
      .where(eq(strataExtraPayments.strataUnitId, unitId))
      .orderBy(desc(strataExtraPayments.createdAt), desc(strataExtraPayments.id));
    return rows.map(toExtraPayments);
  },
});
