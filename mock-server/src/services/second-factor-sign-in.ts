// The second step of a sign-in (an authenticator code, a recovery code or a passkey) and a passkey sign-in on its own.
// A challenge lives 5 minutes and dies at its fifth wrong answer; each wrong answer also counts as a failed sign-in of
// the account (LOCKOUT_PER_ACCOUNT), and a password that leads to a second step does not forget the account's
// failures, so a guesser with the password cannot reset the count by starting again.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq, sql } from 'drizzle-orm';
import { withAuditActor, withAuditReason } from '../audit/recorder.ts';
import type { Portal } from '../auth/roles.ts';
import { passkeys } from '../db/schema.ts';
import { HttpError, messages } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import {
  claimChallenge,
  countChallengeFailure,
  listPasskeysOf,
  liveChallenge,
  newChallenge,
  setWebauthnChallenge,
  useRecoveryCode,
} from '../repositories/second-factors.ts';
import { liveChallengeWithAccount, signInAccountById } from '../repositories/sign-in-accounts.ts';
import { accountKeyOf, addressKeyOf } from '../repositories/sign-in-lockouts.ts';
import { signInRoleOf, startSignedInSession } from './auth.ts';
import { relyingParty } from './passkeys.ts';
import { checkTotp, recoveryDigest } from './second-factor-codes.ts';
import { challengeLifetimeMs, mfaMessages, wrongAnswersPerChallenge } from './second-factors.ts';
import { underLockout } from './sign-in-lockout.ts';

/** The 401 of a wrong answer, about the account (the audit trail's actor). */
function refused(message: string, reason: string, account: { id: number; userName: string }) {
  return withAuditActor(withAuditReason(new HttpError(401, message), reason), account);
}

const expiredSignIn = () => withAuditReason(new HttpError(401, mfaMessages.expired), 'challenge expired');

const signInRateLimit = (prefix: string) => ({
  key: (request: { ip: string }) => `${prefix}|${request.ip}`,
  strict: true,
  message: messages.tooManySignIns,
});

export const handlers = defineHandlers({
  completeMfaSignIn: {
    rateLimit: signInRateLimit('mfa'),
    async handler(ctx) {
      const { db, body, request } = ctx;
      const found = await liveChallengeWithAccount(
        db,
        body.challenge,
        ['signIn'],
        wrongAnswersPerChallenge,
        addressKeyOf(request.ip),
      );
      if (!found) throw expiredSignIn();
      const { challenge, account, totpSecretSealed, lock } = found;
      const portal: Portal = challenge.portal === 'strata' ? 'strata' : 'residential';
      request.signInPortal = portal;
      const attempt = async () => {
        if ('code' in body && typeof body.code === 'string') {
          const outcome = await checkTotp(ctx, { ...account, totpSecretSealed }, body.code);
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
        return startSignedInSession(ctx, account, signInRoleOf(account, portal), portal);
      };
      return underLockout(ctx, accountKeyOf(account.id), attempt, lock);
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
      const found = key ? await signInAccountById(db, key.userId, addressKeyOf(request.ip)) : null;
      const account = found?.account;
      const accountKey = account ? accountKeyOf(account.id) : `passkey:${credentialId.slice(0, 200)}`;
      const attempt = async () => {
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
        const role = signInRoleOf(account, portal);
        request.signInMethod = 'passkey';
        return startSignedInSession(ctx, account, role, portal);
      };
      return underLockout(ctx, accountKey, attempt, found?.lock);
    },
  },
});
