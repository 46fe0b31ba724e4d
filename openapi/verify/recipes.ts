// What the contract's schemas alone cannot say about a valid request: values that must be unique on the server
// (emails, user names, plan and unit numbers), values that must agree with a record the kit made (an invitation's
// unit number and plan number), and secrets that reach a user only by mail (reset tokens, invitation hashes; the
// contract's development mailbox, GET /dev/mailbox, hands them to the kit).
import * as OTPAuth from 'otpauth';
import { type Answer, type FileSample, urlOf } from './http.ts';
import type { Operation, RoleName } from './operations.ts';
import { callerOf, validRequest } from './requests.ts';
import type { Run } from './run.ts';
import { isObject, type JsonObject } from './schema.ts';
import { type SoftAuthenticator, softAuthenticator } from './soft-authenticator.ts';

/** An operation the kit cannot build a valid request for; the message says why. */
export class Skip extends Error {}

export interface RecipeResult {
  /** Path and query values replacing the generated ones. */
  params?: Record<string, string | number>;
  /** The whole body (replaces the generated one). */
  body?: JsonObject;
  /** Fields set on the generated body. */
  bodyPatch?: JsonObject;
  /** Fields left out of the generated body. */
  omit?: string[];
  file?: FileSample;
  /** The valid request ends the caller's session: the kit signs the role in again after it. */
  signInAgain?: boolean;
  /** The caller, instead of the one the kit would choose (superAdmin where allowed). */
  as?: RoleName;
}

export type Recipe = (run: Run, op: Operation) => RecipeResult | Promise<RecipeResult>;

const runTag = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let counter = 0;

/** A value the server must not have seen (for fields it keeps unique), or undefined for other fields. */
export function uniqueValue(name: string, schema: JsonObject): string | undefined {
  const n = ++counter;
  if (
    schema.format === 'email' ||
    schema['x-ref'] === 'Email' ||
    /^email/i.test(name) ||
    name === 'emailToUpdate'
  ) {
    return `verify.${runTag}.${n}@example.ca`;
  }
  if (/^user_?name$/i.test(name)) return `verify.${runTag}.${n}`;
  if (name === 'strataPlanNumber') return `VK${String(Date.now() % 1_000_000).padStart(6, '0')}`.slice(0, 8);
  if (name === 'unitNumber' || name === 'unitLocation') return `V${runTag}${n}`.slice(0, 20);
  if (name === 'rmNumber') return `VK${runTag}${n}`.toUpperCase().slice(0, 20);
  if (name === 'lotNumber' || name === 'strataLotNumber')
    return String(100_000 + Math.floor(Math.random() * 900_000));
  return undefined;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Skip(what);
  return value;
};

/** A link a mail to `email` carried, with the query parameter `param`; from the contract's development mailbox. */
async function mailedValue(run: Run, email: string, param: string): Promise<URLSearchParams> {
  const mails = await run.getJson('listDevMailbox', { to: email }, null);
  if (!Array.isArray(mails)) throw new Skip('the development mailbox (GET /dev/mailbox) does not answer');
  for (const mail of [...mails].reverse()) {
    const links = isObject(mail) && Array.isArray(mail.links) ? mail.links : [];
    for (const link of links) {
      const url = new URL(String(link), 'http://x');
      if (url.searchParams.get(param)) return url.searchParams;
    }
  }
  throw new Skip(`no mail to ${email} with a link carrying ${param} in the development mailbox`);
}

const createdUser = (run: Run) =>
  need(run.pick('User', true), 'no user created by the kit (createUser did not pass)');
const latestInvitation = (run: Run) =>
  need(run.pick('StrataUnitUserInvitation', true), 'no invitation created by the kit');

async function invitationHash(run: Run): Promise<string> {
  const invitation = latestInvitation(run);
  const query = await mailedValue(run, String(invitation.data.email), 'hash');
  return query.get('hash') as string;
}

/** The account each run asked a password reset for. */
const resetAccounts = new WeakMap<Run, JsonObject>();

/** The id and token of the reset link mailed to the account requestPasswordReset made. */
async function resetLinkPatch(run: Run) {
  const user = need(resetAccounts.get(run), 'requestPasswordReset made no account');
  const query = await mailedValue(run, String(user.email), 'token');
  return { bodyPatch: { id: Number(query.get('id') ?? user.id), token: query.get('token') } };
}
/** The address each run asked its caller's email changed to. */
const emailChanges = new WeakMap<Run, string>();

/** The password of the account the operation's caller signed in with. */
function callerPassword(run: Run, op: Operation): string {
  const role = callerOf(run, op);
  const account = role ? run.accounts[role] : undefined;
  return need(account, `no account for ${role}`).password;
}

// ---------------------------------------------------------------- two-step sign-in
// The second-factor operations run on the owner account, which each recipe first puts in the state it needs (codes
// on or off, a passkey or none); the kit calls them in an order that leaves the account as it found it: removeTotp
// turns the codes off and removePasskey removes the last passkey, both among the deletes, after every other.

/** The role whose account the second-factor operations use. */
const mfaRole: RoleName = 'owner';

/** Calls an operation as `as` with a JSON body (outside the report). */
async function callOp(
  run: Run,
  operationId: string,
  as: RoleName | null,
  body?: unknown,
  params: Record<string, string> = {},
): Promise<Answer> {
  const op = need(
    run.ops.find((o) => o.operationId === operationId),
    `the contract has no ${operationId} operation`,
  );
  return run.send({
    operation: op,
    method: op.method,
    url: urlOf(op, params),
    headers: {},
    body: body === undefined ? undefined : { json: body },
    as,
  });
}

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

export const recipes: Record<string, Recipe> = {
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

  // The first account given, as the contract's example would sign in.
  signIn: (run) => {
    const [role, user] = [...run.sessionUsers.entries()][0] ?? [];
    if (!role || !user) throw new Skip('no account signed in');
    const account = run.options.accounts?.[role] ?? undefined;
    return account
      ? { body: { username: account.username, password: account.password, portal: account.portal } }
      : { body: { username: 'superadmin', password: 'Portal#2026', portal: 'residential' } };
  },
  // An Owner login, which an owner profile can then be made for.
  createUser: () => ({ params: { role: 'Owner' } }),
  updateUserEmail: (run) => ({ params: { email: String(createdUser(run).data.email) } }),
  updateUsername: (run) => ({ params: { id: String(createdUser(run).id) } }),
  // A strata account of its own: an Owner login without its owner profile gets no reset mail (it cannot sign in).
  requestPasswordReset: async (run) => {
    const user = await run.prepare('createUser', { params: { role: 'Strata Unit Owner' } });
    resetAccounts.set(run, user);
    return { params: { email: String(user.email) } };
  },
  resetPassword: async (run) => resetLinkPatch(run),
  // The same mailed link, checked before it is used (checking consumes nothing).
  checkResetLink: async (run) => resetLinkPatch(run),
  // Sessions: signOut ends the kit's own session (it signs in again); endSession ends a second session of the caller.
  signOut: () => ({ signInAgain: true }),
  endSession: async (run, op) => {
    const role = need(callerOf(run, op) ?? undefined, 'no caller');
    await run.signInAs(role, false);
    const listed = await run.getJson('listSessions', {}, role);
    const other = Array.isArray(listed) ? listed.find((s) => isObject(s) && s.current === false) : undefined;
    return {
      params: { id: String(need(isObject(other) ? other.id : undefined, 'no second session listed')) },
    };
  },
  // The caller's own password, set to itself, so the kit's accounts keep theirs: as an owner role, since a staff
  // account's rules (12 characters) may refuse the password it signs in with.
  changeOwnPassword: (run, op) => {
    const role = need(
      (['owner', 'strataUnitOwner', 'propertyAdmin'] as const).find(
        (r) => op.roles.includes(r) && run.session.has(r),
      ),
      'no owner account signed in',
    );
    const password = need(run.accounts[role], `no account for ${role}`).password;
    return { as: role, body: { currentPassword: password, newPassword: password } };
  },
  requestEmailChange: (run, op) => {
    const newEmail = uniqueValue('email', {}) as string;
    emailChanges.set(run, newEmail);
    return { body: { newEmail, currentPassword: callerPassword(run, op) } };
  },
  confirmEmailChange: async (run) => {
    const email = need(emailChanges.get(run), 'requestEmailChange asked for no change');
    const query = await mailedValue(run, email, 'token');
    return { body: { token: query.get('token') as string } };
  },
  // A document belongs to a property or an owner, not both, and its type must apply to properties.
  createDocument: (run) => ({
    bodyPatch: {
      propertyId: need(run.pick('Property'), 'no property').id,
      documentTypeId: need(
        run.find('DocumentType', (t) => t.appliesTo === 'property'),
        'no property document type',
      ).id,
    },
  }),
  updateDocument: (run) => ({
    bodyPatch: {
      documentTypeId: need(
        run.find('DocumentType', (t) => t.appliesTo === 'property'),
        'no property document type',
      ).id,
    },
  }),
  // A building needs its login (a Strata Owner user, whose userName is the plan number), made just before.
  createStrataProperty: async (run) => {
    const plan = uniqueValue('strataPlanNumber', {}) as string;
    const login = await run.prepare('createUser', { params: { role: 'Strata Owner', userName: plan } });
    return { bodyPatch: { strataPlanNumber: plan, propertyAdminId: login.id } };
  },
  // A listing keeps at least one image: a second is uploaded to the kit's listing, and that one is deleted.
  deleteListingImage: async (run) => {
    const listing = need(run.pick('PropertyListing', true), 'no listing created by the kit');
    const extra = await run.prepare('uploadListingImage', { params: { listingId: listing.id } });
    return { params: { imageId: Number(extra.id), listingId: listing.id } };
  },
  // A service request names one place: here a building's common property.
  createServiceRequest: (run) => ({
    bodyPatch: { strataPropertyId: need(run.pick('StrataProperty'), 'no building').id, commonArea: true },
  }),
  ...Object.fromEntries(
    [
      'getServiceRequest',
      'getServiceRequestPdf',
      'changeServiceRequestStatus',
      'addServiceRequestComment',
      'addServiceRequestAttachment',
      'followServiceRequest',
    ].map((operationId): [string, Recipe] => [
      operationId,
      (run) => ({
        params: { id: need(run.pick('ServiceRequest', true), 'no service request made by the kit').id },
      }),
    ]),
  ),
  getServiceRequestAttachment: (run) => ({
    params: { id: need(run.pick('ServiceRequestAttachment', true), 'no attachment made by the kit').id },
  }),
  // One of the caller's own notifications (superAdmin's), from its list.
  markNotificationRead: async (run) => {
    const list = await run.getJson('listNotifications', { limit: '1' }, 'superAdmin');
    const [first] = Array.isArray(list) ? list : [];
    return {
      params: { id: need(isObject(first) ? Number(first.id) : undefined, 'superAdmin has no notification') },
    };
  },
  markAllNotificationsRead: async (run) => {
    const list = await run.getJson('listNotifications', { limit: '1' }, 'superAdmin');
    const [first] = Array.isArray(list) ? list : [];
    return { params: { upTo: isObject(first) ? Number(first.id) : 1 } };
  },
  // The one-click link of a notification mail: a strata administrator comments on the kit's service request, so its
  // requester (the kit's superAdmin) is mailed, and the mail's List-Unsubscribe header carries the token.
  unsubscribeNotifications: async (run) => {
    const made = run.pick('ServiceRequest', true);
    const request = made
      ? { id: made.id }
      : { id: Number((await run.prepare('createServiceRequest', {})).id) };
    const comment = need(
      run.ops.find((o) => o.operationId === 'addServiceRequestComment'),
      'the contract has no addServiceRequestComment',
    );
    const valid = await validRequest(run, comment, {
      params: { id: request.id },
      body: { text: 'A comment whose mail carries an unsubscribe link.', internal: false },
    });
    await run.send({ ...valid, as: 'strataAdmin' });
    const mails = await run.getJson('listDevMailbox', {}, null);
    if (!Array.isArray(mails)) throw new Skip('the development mailbox (GET /dev/mailbox) does not answer');
    for (const mail of mails) {
      const header = isObject(mail) && isObject(mail.headers) ? mail.headers['List-Unsubscribe'] : undefined;
      const link = typeof header === 'string' ? /<([^>]+)>/.exec(header)?.[1] : undefined;
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (token) return { params: { token }, omit: ['List-Unsubscribe'] };
    }
    throw new Skip('no notification mail with a List-Unsubscribe link in the development mailbox');
  },
  // A folder of a rental property (propertyId names one).
  createDirectory: () => ({ bodyPatch: { type: 'property' } }),
  // Only a Strata Unit Owner account can be linked to a unit: the signed-in strataUnitOwner's.
  createStrataUnitUser: (run) => ({
    bodyPatch: { userId: need(run.sessionUsers.get('strataUnitOwner')?.id, 'no strataUnitOwner account') },
  }),
  updateStrataUnitUser: (run) => {
    const link = need(run.pick('StrataUnitUser', true), 'no unit user linked by the kit');
    return { params: { unitId: String(link.data.strataUnitId), userId: String(link.data.userId) } };
  },
  deleteStrataUnitUser: (run) => {
    const link = need(run.pick('StrataUnitUser', true), 'no unit user linked by the kit');
    return { body: { userId: link.data.userId, strataUnitId: link.data.strataUnitId } };
  },
  // New bank information names its own unit and owner; the kit pays from the unit's existing PAD instead.
  createExtraPayments: () => ({ omit: ['newBankInformation'] }),
  importOwners: (run) => {
    const building = need(
      run.pick('StrataProperty', true),
      'no building created by the kit to import owners into',
    );
    const header =
      'strataPlanNumber,unitNumber,lotNumber,nameOnTitle,email,addressLine1,addressLine2,addressLine3,city,stateOrProvince,country,postalCode';
    const row = [
      building.data.strataPlanNumber,
      uniqueValue('unitNumber', {}),
      String(900 + Math.floor(Math.random() * 99)),
      'Verify Import Owner',
      uniqueValue('email', {}),
      '4567 Kingsway',
      '',
      '',
      'Burnaby',
      'BC',
      'Canada',
      'V5H 2E2',
    ].join(',');
    return {
      file: { name: 'owners.csv', type: 'text/csv', bytes: new TextEncoder().encode(`${header}\n${row}\n`) },
    };
  },
  lookupStrataUnitUserInvitation: async (run) => ({ params: { hash: await invitationHash(run) } }),
  authorizeStrataUnitUserInvitation: async (run) => {
    const invitation = latestInvitation(run);
    const unit = need(run.pick('StrataUnit', true), 'no unit created by the kit');
    const building = need(run.pick('StrataProperty', true), 'no building created by the kit');
    const owner = need(run.pick('StrataOwner', true), 'no strata owner created by the kit');
    return {
      params: { invitationId: String(invitation.id) },
      body: {
        hash: await invitationHash(run),
        unitNumber: String(unit.data.unitNumber),
        strataPlanNumber: String(building.data.strataPlanNumber),
        nameOnTitle: String(owner.data.nameOnTitle),
      },
    };
  },
  registerStrataUnitUserInvitation: async (run) => {
    const invitation = latestInvitation(run);
    return {
      params: { invitationId: String(invitation.id) },
      bodyPatch: { hash: await invitationHash(run), email: String(invitation.data.email) },
    };
  },
  // A registration with another email than the invited one waits for the link mailed to it: a unit and owner of the
  // kit's building of their own (the kit's unit keeps its invitation for the resend), an invitation mailed,
  // authorized, and registered with another email; the token is the link's.
  confirmStrataUnitUserInvitationEmail: async (run) => {
    const building = need(run.pick('StrataProperty', true), 'no building created by the kit');
    const unitNumber = `9${String(Date.now() % 100_000).padStart(5, '0')}`;
    const unit = await run.prepare('createStrataUnit', {
      bodyPatch: { strataPropertyId: building.id, unitNumber },
    });
    const owner = await run.prepare('createStrataOwner', {
      bodyPatch: { strataUnitId: Number(unit.id), email: uniqueValue('email', {}) as string },
    });
    const invited = uniqueValue('email', {}) as string;
    const invitation = await run.prepare('createStrataUnitUserInvitation', {
      body: { email: invited, strataUnitId: Number(unit.id), strataRole: 2, strataOwnerId: Number(owner.id) },
    });
    await run.prepare('sendStrataUnitUserInvitation', { body: { invitationId: Number(invitation.id) } });
    const hash = (await mailedValue(run, invited, 'hash')).get('hash') as string;
    const params = { invitationId: String(invitation.id) };
    await run.prepare('authorizeStrataUnitUserInvitation', {
      params,
      body: {
        hash,
        unitNumber: String(unit.unitNumber),
        strataPlanNumber: String(building.data.strataPlanNumber),
        nameOnTitle: String(owner.nameOnTitle),
      },
    });
    const other = uniqueValue('email', {}) as string;
    await run.prepare('registerStrataUnitUserInvitation', {
      params,
      body: { hash, email: other, password: 'Strata#2027' },
    });
    return { body: { token: (await mailedValue(run, other, 'confirm')).get('confirm') as string } };
  },
};

/** A one-page PDF (enough for content sniffing). */
export const tinyPdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
export const tinyPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const tinyCsv = new TextEncoder().encode('');
