// Two-step sign-in (tag: auth, extension): an account's second factors and their enrolment, the roles that must have
// a second factor (MFA_REQUIRED_ROLES) and their enrolment token, what a right password leads to, and which unit users
// of a building have a second factor. The codes are made and checked in second-factor-codes.ts, passkeys are
// registered in passkeys.ts, and the sign-in's second step is answered in second-factor-sign-in.ts.
import type { MfaChallenge, MfaEnrolmentRequired, MfaMethod, UnitUserSecondFactor } from '@portal/sdk/types';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { type Portal, sessionRoleFor } from '../auth/roles.ts';
import type { AppOptions } from '../config.ts';
import type { SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  passkeys,
  recoveryCodes,
  strataProperties,
  strataUnits,
  strataUnitUsers,
  totpFactors,
  users,
} from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerMemoryList, type MemoryColumns } from '../http/list-response.ts';
import { companyNameOf } from '../notifications/notify.ts';
import { type Factors, factorsOf, hasSecondFactor, newChallenge } from '../repositories/second-factors.ts';
import { endOtherSessions } from '../repositories/sessions.ts';
import { newRecoveryCodes, replaceRecoveryCodes, stepOfCode, totpOf } from './second-factor-codes.ts';

/** How long a sign-in's second step, a passkey ceremony and passkey options stay valid. */
export const challengeLifetimeMs = 5 * 60 * 1000;
/** How long an enrolment token works. */
export const enrolmentLifetimeMs = 15 * 60 * 1000;
/** The wrong answers that end a challenge. */
export const wrongAnswersPerChallenge = 5;
/** The prefix that tells an enrolment token from a session token. */
export const enrolmentTokenPrefix = 'enrol.';

export const mfaMessages = {
  wrongCode: 'That code is not right.',
  usedCode: 'That code has been used. Enter the next code your app shows.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used.',
  expired: 'This sign-in has expired. Sign in again.',
  enrolFirst: 'Set up two-step sign-in to continue.',
  totpOn: 'Authenticator codes are already on for this account.',
  totpOff: 'Authenticator codes are not on for this account.',
  startFirst: 'Start setting up authenticator codes first.',
  wrongEnrolmentCode: 'That code is not right. Enter the 6-digit code your app shows now.',
  keepTotp: 'Your role needs two-step sign-in: add a passkey before you turn authenticator codes off.',
  keepPasskey: 'Your role needs two-step sign-in: keep another second factor before you remove this one.',
  passkeyNotRegistered: 'The passkey could not be registered. Try again.',
  passkeyTaken: 'This passkey is already registered.',
  passkeyRefused: 'The passkey was not accepted.',
  wrongPassword: 'Your current password is not right.',
  resetOwn: 'Turn off your own two-step sign-in on your account page.',
  nothingToReset: 'This account has no two-step sign-in to turn off.',
} as const;

// ---------------------------------------------------------------- the sign-in's second step

type SecondStep = MfaChallenge | MfaEnrolmentRequired | null;

/**
 * After a right password: the second step's challenge for an account with a second factor, an enrolment token for an
 * account whose role must have one and has none, else null (the session is started as before).
 */
export async function secondStepOf(
  db: Db,
  { id: userId, factors }: { id: number; factors: Factors },
  role: SessionRole,
  portal: Portal,
  options: AppOptions,
): Promise<SecondStep> {
  if (hasSecondFactor(factors)) {
    const { secret } = await newChallenge(db, {
      purpose: 'signIn',
      userId,
      portal,
      lifetimeMs: challengeLifetimeMs,
    });
    const methods: MfaMethod[] = [];
    if (factors.totp) methods.push('totp');
    if (factors.recoveryCodesLeft > 0) methods.push('recoveryCode');
    if (factors.passkeys > 0) methods.push('passkey');
    return { mfaRequired: true, challenge: secret, methods };
  }
  if (options.mfaRequiredRoles?.includes(role)) {
    const { secret, expiresAt } = await newChallenge(db, {
      purpose: 'enrolment',
      userId,
      portal,
      lifetimeMs: enrolmentLifetimeMs,
    });
    return {
      mfaEnrolmentRequired: true,
      enrolmentToken: `${enrolmentTokenPrefix}${secret}`,
      expiresAt: expiresAt.toISOString(),
    };
  }
  return null;
}

/** The caller's password, checked (400 naming the field `password`). */
export async function checkPassword(db: Db, userId: number, password: string) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    throw badRequest(mfaMessages.wrongPassword, 'password');
  }
}

export const mustHaveSecondFactor = (options: AppOptions, role: SessionRole) =>
  options.mfaRequiredRoles?.includes(role) ?? false;

/** A building's unit users by the contract's sort names, and what `q` searches: a building's few hundred at most. */
const secondFactorListColumns: MemoryColumns<UnitUserSecondFactor> = {
  sort: {
    userName: (row) => row.userName,
    name: (row) => row.name,
    unitNumbers: (row) => row.unitNumbers.join(', '),
    secondFactor: (row) => (row.secondFactor ? 1 : 0),
  },
  search: [(row) => row.name, (row) => row.userName, (row) => row.unitNumbers.join(', ')],
};

/**
 * The account `id`'s second factors with whether its role must have one, and its email; undefined when there is no
 * such account.
 */
async function secondFactorsOfAccount(db: Db, options: AppOptions, id: number) {
  const [account] = await db
    .select({ roleName: users.roleName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!account) return undefined;
  const role = sessionRoleFor(account.roleName, 'residential') ?? sessionRoleFor(account.roleName, 'strata');
  const factors = {
    ...(await factorsOf(db, id)),
    required: role ? mustHaveSecondFactor(options, role) : false,
  };
  return { factors, email: account.email };
}

/** The mail that tells a person their two-step sign-in was turned off, by whom, and what to do if they did not ask. */
function secondFactorsResetMail(options: AppOptions, to: string, staffName: string) {
  const contact = [options.companyPhone, options.companyEmail].filter(Boolean).join(' or ');
  return {
    to,
    subject: 'Two-step sign-in was turned off for your portal account',
    text: `Hello,\n\n${staffName} of ${companyNameOf(options)} turned off two-step sign-in for your portal account: its authenticator codes, recovery codes and passkeys were removed, and every device signed in to it was signed out.\n\nSign in with your password, then set up two-step sign-in again on your account page.\n\nIf you did not ask for this, contact us at once${contact ? ` at ${contact}` : ''}.\n`,
  };
}

export const handlers = defineHandlers({
  async getUserSecondFactors({ db, params, options }) {
    const account = await secondFactorsOfAccount(db, options, params.id);
    if (!account) throw notFound();
    return account.factors;
  },

  resetSecondFactors: {
    rateLimit: { key: (request) => `password|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ db, user, params, body, options, mail }) {
      if (params.id === user.id) throw forbidden(mfaMessages.resetOwn);
      await checkPassword(db, user.id, body.password);
      const account = await secondFactorsOfAccount(db, options, params.id);
      if (!account) throw notFound();
      if (!hasSecondFactor(account.factors)) throw notFound(mfaMessages.nothingToReset);
      // In the write's transaction (audit/recorder.ts): the factors go, the sessions end and the mail is written
      // together, or none of it.
      await db.delete(totpFactors).where(eq(totpFactors.userId, params.id));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, params.id));
      await db.delete(passkeys).where(eq(passkeys.userId, params.id));
      await endOtherSessions(db, params.id);
      await mail.send(secondFactorsResetMail(options, account.email, user.userName), db);
    },
  },

  async getMfaStatus({ db, user, options }) {
    const factors = await factorsOf(db, user.id);
    return { ...factors, required: mustHaveSecondFactor(options, user.role) };
  },

  async startTotpEnrolment({ db, user, options, secretBox }) {
    const [existing] = await db
      .select({ confirmedAt: totpFactors.confirmedAt })
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id))
      .limit(1);
    if (existing?.confirmedAt) throw conflict(mfaMessages.totpOn);
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const sealed = secretBox.seal(secret);
    // A secret not confirmed yet is replaced: the latest QR code shown is the one that works.
    await db
      .insert(totpFactors)
      .values({ userId: user.id, secretSealed: sealed })
      .onConflictDoUpdate({
        target: totpFactors.userId,
        set: { secretSealed: sealed, lastUsedStep: null, createdAt: sql`now()` },
        setWhere: isNull(totpFactors.confirmedAt),
      });
    const uri = totpOf(secret, options, user.userName).toString();
    const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, uri, qrCode };
  },

  confirmTotpEnrolment: {
    rateLimit: { key: (request) => `totp|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ db, user, body, options, secretBox }) {
      const [factor] = await db
        .select({ secretSealed: totpFactors.secretSealed, confirmedAt: totpFactors.confirmedAt })
        .from(totpFactors)
        .where(eq(totpFactors.userId, user.id))
        .limit(1);
      if (!factor) throw conflict(mfaMessages.startFirst);
      if (factor.confirmedAt) throw conflict(mfaMessages.totpOn);
      const step = stepOfCode(totpOf(secretBox.open(factor.secretSealed), options, user.userName), body.code);
      if (step === null) throw badRequest(mfaMessages.wrongEnrolmentCode, 'code');
      const codes = newRecoveryCodes();
      // The handler runs in the write's transaction (audit/recorder.ts): all of it or none.
      const turnedOn = await db
        .update(totpFactors)
        .set({ confirmedAt: sql`now()`, lastUsedStep: step })
        .where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.confirmedAt)))
        .returning({ userId: totpFactors.userId });
      if (turnedOn.length === 0) throw conflict(mfaMessages.totpOn);
      await replaceRecoveryCodes(db, user.id, codes);
      return { recoveryCodes: codes };
    },
  },

  removeTotp: {
    rateLimit: { key: (request) => `password|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ db, user, body, options }) {
      await checkPassword(db, user.id, body.password);
      const factors = await factorsOf(db, user.id);
      if (!factors.totp) throw notFound(mfaMessages.totpOff);
      if (mustHaveSecondFactor(options, user.role) && factors.passkeys === 0)
        throw conflict(mfaMessages.keepTotp);
      await db.delete(totpFactors).where(eq(totpFactors.userId, user.id));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    },
  },

  regenerateRecoveryCodes: {
    rateLimit: { key: (request) => `password|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ db, user, body }) {
      await checkPassword(db, user.id, body.password);
      if (!(await factorsOf(db, user.id)).totp) throw conflict(mfaMessages.totpOff);
      const codes = newRecoveryCodes();
      // In the write's transaction (audit/recorder.ts): the old codes go and the new ones come together, or neither.
      await replaceRecoveryCodes(db, user.id, codes);
      return { recoveryCodes: codes };
    },
  },

  async listBuildingSecondFactors({ db, params, query, reply }) {
    const [building] = await db
      .select({ id: strataProperties.id })
      .from(strataProperties)
      .where(eq(strataProperties.id, params.id))
      .limit(1);
    if (!building) throw notFound();
    // One statement for the building: its current unit users, their units, and whether each has a second factor.
    const secondFactor = sql<boolean>`(exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`;
    const rows = await db
      .select({
        userId: users.id,
        userName: users.userName,
        name: sql<string>`min(${strataUnitUsers.firstName} || ' ' || ${strataUnitUsers.lastName})`,
        unitNumbers: sql<string[]>`array_agg(${strataUnits.unitNumber} order by ${strataUnits.unitNumber})`,
        secondFactor,
      })
      .from(strataUnitUsers)
      .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
      .innerJoin(users, eq(users.id, strataUnitUsers.userId))
      .where(
        and(
          eq(strataUnits.strataPropertyId, params.id),
          eq(strataUnits.archived, false),
          eq(users.archived, false),
          inArray(strataUnitUsers.strataUnitRole, [...currentUnitRoles]),
          query.secondFactor === undefined
            ? undefined
            : query.secondFactor
              ? secondFactor
              : sql`not ${secondFactor}`,
        ),
      )
      .groupBy(users.id)
      .orderBy(asc(users.userName));
    const people = rows.map((row) => ({
      ...row,
      name: row.name.trim(),
      secondFactor: row.secondFactor === true,
    }));
    return answerMemoryList(reply, query, secondFactorListColumns, people);
  },
});
