// Passkeys (WebAuthn, with @simplewebauthn/server): registering one, listing and removing an account's passkeys, and
// the relying party every passkey ceremony names. Signing in with a passkey is in second-factor-sign-in.ts.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppOptions } from '../config.ts';
import { mfaChallenges, passkeys } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { claimChallenge, factorsOf, listPasskeysOf, newChallenge } from '../repositories/second-factors.ts';
import { challengeLifetimeMs, checkPassword, mfaMessages, mustHaveSecondFactor } from './second-factors.ts';

/**
 * The WebAuthn relying party: the host of PUBLIC_URL, and its origin. WebAuthn has no relying party on an IP address:
 * a loopback address (http://127.0.0.1:3000, a development server) is served as localhost, the name browsers accept.
 */
export function relyingParty(options: AppOptions) {
  const url = new URL(options.publicUrl);
  if (/^127(\.\d{1,3}){3}$|^\[::1\]$/.test(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: options.companyName ?? 'Property Portal' };
}

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

export const handlers = defineHandlers({
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
});
