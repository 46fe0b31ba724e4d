// The conformance kit's recipes for two-step sign-in (authenticator codes, recovery codes, passkeys).
// The second-factor operations run on the owner account, which each recipe first puts in the state it needs (codes
// on or off, a passkey or none); the kit calls them in an order that leaves the account as it found it: removeTotp
// turns the codes off and removePasskey removes the last passkey, both among the deletes, after every other.
// resetSecondFactors (superAdmin turning the owner's off) ends the owner's sessions: the kit signs it in again.
import * as OTPAuth from 'otpauth';
import type { RoleName } from './operations.ts';
import { callOp, need, type Recipe, Skip } from './recipe-support.ts';
import type { Run } from './run.ts';
import { isObject, type JsonObject } from './schema.ts';
import { type SoftAuthenticator, softAuthenticator } from './soft-authenticator.ts';

/** The role whose account the second-factor operations use. */
const mfaRole: RoleName = 'owner';
const mfaPassword = (run: Run) => need(run.accounts[mfaRole], `no account for ${mfaRole}`).password;
/** The authenticator secret the kit turned on for each run. */
const totpSecrets = new WeakMap<Run, string>();
/** The software authenticator holding each run's passkeys. */
const authenticators = new WeakMap<Run, SoftAuthenticator>();

const codeOf = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function mfaStatus(run: Run): Promise<JsonObject> {
  const status = await run.getJson('getMfaStatus', {}, mfaRole);
  return need(isObject(status) ? status : undefined, 'getMfaStatus did not answer');
}

/** Starts an enrolment and answers its secret. */
async function startedSecret(run: Run): Promise<string> {
  const started = await callOp(run, 'startTotpEnrolment', mfaRole);
  const secret = isObject(started.json) ? started.json.secret : undefined;
  return need(typeof secret === 'string' ? secret : undefined, `startTotpEnrolment: ${started.status}`);
}

/** Turns the owner's authenticator codes on or off. */
async function ensureTotp(run: Run, on: boolean): Promise<void> {
  const status = await mfaStatus(run);
  if (status.totp === on) return;
  if (!on) {
    await callOp(run, 'removeTotp', mfaRole, { password: mfaPassword(run) });
    return;
  }
  const secret = await startedSecret(run);
  const confirmed = await callOp(run, 'confirmTotpEnrolment', mfaRole, { code: codeOf(secret) });
  if (confirmed.status !== 200) throw new Skip(`confirmTotpEnrolment: ${confirmed.status} ${confirmed.text}`);
  totpSecrets.set(run, secret);
}

/** The run's software authenticator, bound to the server's origin. */
async function authenticatorOf(run: Run): Promise<SoftAuthenticator> {
  const known = authenticators.get(run);
  if (known) return known;
  const options = await callOp(run, 'passkeyRegistrationOptions', mfaRole);
  const rp = isObject(options.json) && isObject(options.json.rp) ? options.json.rp : {};
  const origin = run.options.publicUrl ?? `https://${String(rp.id)}`;
  const authenticator = softAuthenticator(origin);
  authenticators.set(run, authenticator);
  return authenticator;
}

/** Creation options and the authenticator's answer to them. */
async function newPasskeyCredential(run: Run): Promise<Record<string, unknown>> {
  const authenticator = await authenticatorOf(run);
  const options = await callOp(run, 'passkeyRegistrationOptions', mfaRole);
  return authenticator.register(options.json as never);
}

/** Registers a passkey for the owner unless the run's authenticator holds one. */
async function ensurePasskey(run: Run): Promise<SoftAuthenticator> {
  const authenticator = await authenticatorOf(run);
  if (authenticator.credentialIds().length > 0) return authenticator;
  const added = await callOp(run, 'addPasskey', mfaRole, { credential: await newPasskeyCredential(run) });
  if (added.status !== 201) throw new Skip(`addPasskey: ${added.status} ${added.text.slice(0, 200)}`);
  return authenticator;
}
export const secondFactorRecipes: Record<string, Recipe> = {
  // The owner signs in with a password, then with the next code of its authenticator.
  completeMfaSignIn: async (run) => {
    await ensureTotp(run, true);
    const secret = need(totpSecrets.get(run), 'no authenticator secret');
    const account = need(run.accounts[mfaRole], `no account for ${mfaRole}`);
    const first = await callOp(run, 'signIn', null, {
      username: account.username,
      password: account.password,
      portal: account.portal,
    });
    const challenge = isObject(first.json) ? first.json.challenge : undefined;
    return {
      body: {
        challenge: need(
          typeof challenge === 'string' ? challenge : undefined,
          'signIn answered no challenge',
        ),
        code: codeOf(secret, 1),
      },
    };
  },
  // A passkey on its own: the owner's, registered first.
  passkeySignIn: async (run) => {
    const authenticator = await ensurePasskey(run);
    const account = need(run.accounts[mfaRole], `no account for ${mfaRole}`);
    const options = await callOp(run, 'passkeySignInOptions', null, { portal: account.portal });
    const body = need(
      isObject(options.json) ? options.json : undefined,
      'passkeySignInOptions did not answer',
    );
    return {
      body: {
        challenge: body.challenge as string,
        credential: authenticator.authenticate(body.options as never) as JsonObject,
      },
    };
  },
  getMfaStatus: () => ({ as: mfaRole }),
  listPasskeys: () => ({ as: mfaRole }),
  passkeyRegistrationOptions: () => ({ as: mfaRole }),
  startTotpEnrolment: async (run) => {
    await ensureTotp(run, false);
    return { as: mfaRole };
  },
  confirmTotpEnrolment: async (run) => {
    await ensureTotp(run, false);
    const secret = await startedSecret(run);
    totpSecrets.set(run, secret);
    return { as: mfaRole, body: { code: codeOf(secret) } };
  },
  addPasskey: async (run) => ({
    as: mfaRole,
    body: { name: 'contract:verify', credential: (await newPasskeyCredential(run)) as JsonObject },
  }),
  // Codes on first: the new set replaces the old, and the authenticator stays on.
  regenerateRecoveryCodes: async (run) => {
    await ensureTotp(run, true);
    return { as: mfaRole, body: { password: mfaPassword(run) } };
  },
  removeTotp: async (run) => {
    await ensureTotp(run, true);
    return { as: mfaRole, body: { password: mfaPassword(run) } };
  },
  getUserSecondFactors: (run) => ({
    as: 'superAdmin',
    params: { id: String(need(run.sessionUsers.get(mfaRole)?.id, `no ${mfaRole} account`)) },
  }),
  // Codes on first; the owner's passkeys go too, so the run's authenticator starts anew for any recipe after it.
  resetSecondFactors: async (run) => {
    await ensureTotp(run, true);
    totpSecrets.delete(run);
    authenticators.delete(run);
    return {
      as: 'superAdmin',
      params: { id: String(need(run.sessionUsers.get(mfaRole)?.id, `no ${mfaRole} account`)) },
      body: { password: need(run.accounts.superAdmin, 'no superAdmin account').password },
      signInAgainAs: mfaRole,
    };
  },
  // Every passkey of the owner but one is removed first; the valid request removes the last.
  removePasskey: async (run) => {
    await ensurePasskey(run);
    const listed = await run.getJson('listPasskeys', {}, mfaRole);
    const ids = (Array.isArray(listed) ? listed : []).map((p) => (isObject(p) ? String(p.id) : ''));
    const [last, ...others] = ids;
    for (const id of others) {
      await callOp(run, 'removePasskey', mfaRole, { password: mfaPassword(run) }, { id });
    }
    return {
      as: mfaRole,
      params: { id: need(last, 'no passkey listed') },
      body: { password: mfaPassword(run) },
    };
  },
};
