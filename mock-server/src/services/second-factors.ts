// Two-step sign-in (tag: auth, extension): authenticator codes (TOTP, RFC 6238, with otpauth), single-use recovery
// codes, passkeys (WebAuthn, with @simplewebauthn/server), the second step of a sign-in, a passkey sign-in on its own,
// the roles that must have a second factor (MFA_REQUIRED_ROLES) and their enrolment token, and which unit users of a
// building have a second factor.
//
// Choices: a challenge lives 5 minutes and dies at its fifth wrong answer; each wrong answer also counts as a failed
// sign-in of the account (LOCKOUT_PER_ACCOUNT), and a password that leads to a second step does not forget the
// account's failures, so a guesser with the password cannot reset the count by starting again. An authenticator code
// is accepted once: its 30-second step is kept and a code of that step or an earlier one is refused (one step either
// side of now is accepted for clock drift). Recovery codes are 60 random bits each, so their SHA-256 is kept (a slow
// password hash buys nothing against a guess of 60 bits). The authenticator secret is kept sealed (auth/secret-box.ts).
import { randomInt } from 'node:crypto';
import type {
  MfaChallenge,
  MfaEnrolmentRequired,
  MfaMethod,
  RecoveryCodes,
  UnitUserSecondFactor,
} from '@portal/sdk/types';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { withAuditActor, withAuditReason } from '../audit/recorder.ts';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Portal } from '../auth/roles.ts';
import { secretDigest } from '../auth/secrets.ts';
import type { AppOptions } from '../config.ts';
import type { SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  mfaChallenges,
  passkeys,
  recoveryCodes,
  strataProperties,
  strataUnits,
  strataUnitUsers,
  totpFactors,
  users,
} from '../db/schema.ts';
import { badRequest, conflict, HttpError, messages, notFound } from '../errors.ts';
import { defineHandlers, type HandlerContext } from '../http/handlers.ts';
import { answerMemoryList, type MemoryColumns } from '../http/list-response.ts';
import {
  claimChallenge,
  claimTotpStep,
  countChallengeFailure,
  factorsOf,
  hasSecondFactor,
  listPasskeysOf,
  liveChallenge,
  newChallenge,
  setWebauthnChallenge,
  useRecoveryCode,
} from '../repositories/second-factors.ts';
import { signInRoleOf, startSignedInSession } from './auth.ts';
import { accountKeyOf, underLockout } from './sign-in-lockout.ts';

/** How long a sign-in's second step, a passkey ceremony and passkey options stay valid. */
export const challengeLifetimeMs = 5 * 60 * 1000;
/** How long an enrolment token works. */
export const enrolmentLifetimeMs = 15 * 60 * 1000;
/** The wrong answers that end a challenge. */
export const wrongAnswersPerChallenge = 5;
/** The prefix that tells an enrolment token from a session token. */
export const enrolmentTokenPrefix = 'enrol.';
const recoveryCodeCount: RecoveryCodes['recoveryCodes']['length'] = 10;
/** Recovery codes: 12 characters of 32 (no 0, 1, I, O), 60 bits, written XXXX-XXXX-XXXX. */
const recoveryAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

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
} as const;

// ---------------------------------------------------------------- the relying party and the authenticator app

/**
 * The WebAuthn relying party: the host of PUBLIC_URL, and its origin. WebAuthn has no relying party on an IP address:
 * a loopback address (http://127.0.0.1:3000, a development server) is served as localhost, the name browsers accept.
 */
export function relyingParty(options: AppOptions) {
  const url = new URL(options.publicUrl);
  if (/^127(\.\d{1,3}){3}$|^\[::1\]$/.test(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: options.companyName ?? 'Property Portal' };
}

function totpOf(secret: string, options: AppOptions, label: string) {
  return new OTPAuth.TOTP({
    issuer: options.companyName ?? 'Property Portal',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The step of a code one step either side of now, or null when it is none of them. */
function stepOfCode(totp: OTPAuth.TOTP, code: string): number | null {
  const timestamp = Date.now();
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** A new set of recovery codes: the contract's ten (its type is a tuple of ten, which an array cannot show). */
function newRecoveryCodes(): RecoveryCodes['recoveryCodes'] {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return codes as RecoveryCodes['recoveryCodes'];
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** A recovery code as kept: its 12 characters upper-cased without dashes or spaces, hashed. */
const recoveryDigest = (code: string) => secretDigest(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));

/** The account's recovery codes, used or not, replaced by these (kept as digests). */
async function replaceRecoveryCodes(db: Db, userId: number, codes: readonly string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeDigest: recoveryDigest(code) })));
}

// ---------------------------------------------------------------- the sign-in's second step

type SecondStep = MfaChallenge | MfaEnrolmentRequired | null;

/**
 * After a right password: the second step's challenge for an account with a second factor, an enrolment token for an
 * account whose role must have one and has none, else null (the session is started as before).
 */
export async function secondStepOf(
  db: Db,
  userId: number,
  role: SessionRole,
  portal: Portal,
  options: AppOptions,
): Promise<SecondStep> {
  const factors = await factorsOf(db, userId);
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

async function accountById(db: Db, id: number) {
  const [account] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return account;
}

/** The 401 of a wrong answer, about the account (the audit trail's actor). */
function refused(message: string, reason: string, account: { id: number; userName: string }) {
  return withAuditActor(withAuditReason(new HttpError(401, message), reason), account);
}

const expiredSignIn = () => withAuditReason(new HttpError(401, mfaMessages.expired), 'challenge expired');

/** An authenticator code of the account: ok, wrong, or used before (its step or a later one was accepted). */
async function checkTotp(
  ctx: Pick<HandlerContext, 'db' | 'secretBox' | 'options'>,
  account: { id: number; userName: string },
  code: string,
): Promise<'ok' | 'wrong' | 'used'> {
  const [factor] = await ctx.db
    .select({ secretSealed: totpFactors.secretSealed, confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, account.id))
    .limit(1);
  if (!factor?.confirmedAt) return 'wrong';
  const step = stepOfCode(
    totpOf(ctx.secretBox.open(factor.secretSealed), ctx.options, account.userName),
    code,
  );
  if (step === null) return 'wrong';
  return (await claimTotpStep(ctx.db, account.id, step)) ? 'ok' : 'used';
}

/** The caller's password, checked (400 naming the field `password`). */
async function checkPassword(db: Db, userId: number, password: string) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    throw badRequest(mfaMessages.wrongPassword, 'password');
  }
}

const mustHaveSecondFactor = (options: AppOptions, role: SessionRole) =>
  options.mfaRequiredRoles?.includes(role) ?? false;

/** The WebAuthn challenge the browser signed, from its clientDataJSON; null when it cannot be read. */
function signedChallenge(credential: { response?: unknown }): string | null {
  const response = credential.response as { clientDataJSON?: unknown } | undefined;
  if (typeof response?.clientDataJSON !== 'string') return null;
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(response.clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

const passkeyAnswer = (row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

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

const signInRateLimit = (prefix: string) => ({
  key: (request: { ip: string }) => `${prefix}|${request.ip}`,
  strict: true,
  message: messages.tooManySignIns,
});

export const handlers = defineHandlers({
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

  async passkeyRegistrationOptions({ db, user, options }) {
    const rp = relyingParty(options);
    const existing = await listPasskeysOf(db, user.id);
    const creation = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.userName,
      userID: new TextEncoder().encode(`portal-user-${user.id}`),
      attestationType: 'none',
      timeout: challengeLifetimeMs,
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await newChallenge(db, {
      purpose: 'registration',
      userId: user.id,
      portal: user.portal,
      lifetimeMs: challengeLifetimeMs,
      webauthnChallenge: creation.challenge,
    });
    return { ...creation };
  },

  async addPasskey({ db, user, body, options, reply }) {
    const rp = relyingParty(options);
    const challenge = signedChallenge(body.credential);
    const [ceremony] = challenge
      ? await db
          .select({ digest: mfaChallenges.digest })
          .from(mfaChallenges)
          .where(
            and(
              eq(mfaChallenges.purpose, 'registration'),
              eq(mfaChallenges.userId, user.id),
              eq(mfaChallenges.webauthnChallenge, challenge),
              isNull(mfaChallenges.usedAt),
              gt(mfaChallenges.expiresAt, sql`now()`),
            ),
          )
          .limit(1)
      : [];
    if (!challenge || !ceremony || !(await claimChallenge(db, ceremony.digest))) {
      throw badRequest(mfaMessages.passkeyNotRegistered, 'credential');
    }
    const verification = await verifyRegistrationResponse({
      response: body.credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw badRequest(mfaMessages.passkeyNotRegistered, 'credential');
    const { credential } = verification.registrationInfo;
    const [taken] = await db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.credentialId, credential.id))
      .limit(1);
    if (taken) throw conflict(mfaMessages.passkeyTaken);
    const count = (await listPasskeysOf(db, user.id)).length;
    const [row] = await db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name?.trim() || `Passkey ${count + 1}`,
      })
      .returning();
    if (!row) throw new Error('The passkey was not kept');
    reply.code(201);
    return passkeyAnswer(row);
  },

  async listPasskeys({ db, user }) {
    return (await listPasskeysOf(db, user.id)).map(passkeyAnswer);
  },

  removePasskey: {
    rateLimit: { key: (request) => `password|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ db, user, body, params, options }) {
      await checkPassword(db, user.id, body.password);
      const [key] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(and(eq(passkeys.id, params.id), eq(passkeys.userId, user.id)))
        .limit(1);
      if (!key) throw notFound();
      const factors = await factorsOf(db, user.id);
      if (mustHaveSecondFactor(options, user.role) && !factors.totp && factors.passkeys <= 1)
        throw conflict(mfaMessages.keepPasskey);
      await db.delete(passkeys).where(eq(passkeys.id, key.id));
    },
  },

  completeMfaSignIn: {
    rateLimit: signInRateLimit('mfa'),
    async handler(ctx) {
      const { db, body, request } = ctx;
      const challenge = await liveChallenge(db, body.challenge, ['signIn'], wrongAnswersPerChallenge);
      const account = challenge?.userId ? await accountById(db, challenge.userId) : undefined;
      if (!challenge || !account) throw expiredSignIn();
      const portal: Portal = challenge.portal === 'strata' ? 'strata' : 'residential';
      request.signInPortal = portal;
      return underLockout(ctx, accountKeyOf(account.id), async () => {
        if ('code' in body && typeof body.code === 'string') {
          const outcome = await checkTotp(ctx, account, body.code);
          if (outcome !== 'ok') {
            await countChallengeFailure(db, challenge.digest);
            throw outcome === 'used'
              ? refused(mfaMessages.usedCode, 'code used before', account)
              : refused(mfaMessages.wrongCode, 'wrong code', account);
          }
          request.signInMethod = 'totp';
        } else {
          const code = 'recoveryCode' in body ? String(body.recoveryCode) : '';
          if (!(await useRecoveryCode(db, account.id, recoveryDigest(code)))) {
            await countChallengeFailure(db, challenge.digest);
            throw refused(mfaMessages.wrongRecoveryCode, 'wrong recovery code', account);
          }
          request.signInMethod = 'recoveryCode';
        }
        if (!(await claimChallenge(db, challenge.digest))) throw expiredSignIn();
        const role = await signInRoleOf(db, account, portal);
        return startSignedInSession(ctx, account, role, portal);
      });
    },
  },

  passkeySignInOptions: {
    rateLimit: signInRateLimit('passkey'),
    async handler({ db, body, options }) {
      const rp = relyingParty(options);
      if (body.challenge) {
        // The second step of a sign-in: that account's passkeys.
        const challenge = await liveChallenge(db, body.challenge, ['signIn'], wrongAnswersPerChallenge);
        if (!challenge?.userId) throw expiredSignIn();
        const keys = await listPasskeysOf(db, challenge.userId);
        const request = await generateAuthenticationOptions({
          rpID: rp.id,
          allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
          userVerification: 'preferred',
          timeout: challengeLifetimeMs,
        });
        await setWebauthnChallenge(db, challenge.digest, request.challenge);
        return { challenge: body.challenge, options: { ...request } };
      }
      const request = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: challengeLifetimeMs,
      });
      const { secret } = await newChallenge(db, {
        purpose: 'passkeySignIn',
        userId: null,
        portal: body.portal,
        lifetimeMs: challengeLifetimeMs,
        webauthnChallenge: request.challenge,
      });
      return { challenge: secret, options: { ...request } };
    },
  },

  passkeySignIn: {
    rateLimit: signInRateLimit('passkey'),
    async handler(ctx) {
      const { db, body, request, options } = ctx;
      const rp = relyingParty(options);
      const challenge = await liveChallenge(
        db,
        body.challenge,
        ['signIn', 'passkeySignIn'],
        wrongAnswersPerChallenge,
      );
      if (!challenge?.webauthnChallenge) throw expiredSignIn();
      const portal: Portal = challenge.portal === 'strata' ? 'strata' : 'residential';
      request.signInPortal = portal;
      const credentialId = String(body.credential.id);
      const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      const account = key ? await accountById(db, key.userId) : undefined;
      const accountKey = account ? accountKeyOf(account.id) : `passkey:${credentialId.slice(0, 200)}`;
      return underLockout(ctx, accountKey, async () => {
        const webauthnChallenge = challenge.webauthnChallenge ?? '';
        if (!key || !account || (challenge.userId !== null && key.userId !== challenge.userId)) {
          await countChallengeFailure(db, challenge.digest);
          throw withAuditReason(new HttpError(401, mfaMessages.passkeyRefused), 'passkey not registered');
        }
        const verification = await verifyAuthenticationResponse({
          response: body.credential as unknown as Parameters<
            typeof verifyAuthenticationResponse
          >[0]['response'],
          expectedChallenge: webauthnChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: key.credentialId,
            publicKey: isoBase64URL.toBuffer(key.publicKey),
            counter: key.counter,
            transports: key.transports as never,
          },
          // On its own a passkey must prove its user (a PIN, a fingerprint); as the second step, presence is enough.
          requireUserVerification: challenge.purpose === 'passkeySignIn',
        }).catch(() => null);
        if (!verification?.verified) {
          await countChallengeFailure(db, challenge.digest);
          throw refused(mfaMessages.passkeyRefused, 'passkey not verified', account);
        }
        if (!(await claimChallenge(db, challenge.digest))) throw expiredSignIn();
        await db
          .update(passkeys)
          .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
          .where(eq(passkeys.id, key.id));
        const role = await signInRoleOf(db, account, portal);
        request.signInMethod = 'passkey';
        return startSignedInSession(ctx, account, role, portal);
      });
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
