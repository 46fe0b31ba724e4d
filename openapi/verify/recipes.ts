// What the contract's schemas alone cannot say about a valid request: values that must be unique on the server
// (emails, user names, plan and unit numbers), values that must agree with a record the kit made (an invitation's
// unit number and plan number), and secrets that reach a user only by mail (reset tokens, invitation hashes; the
// contract's development mailbox, GET /dev/mailbox, hands them to the kit).
import type { Operation } from './operations.ts';
import { mailedValue, need, type Recipe, Skip, uniqueValue } from './recipe-support.ts';
import { secondFactorRecipes } from './recipes-second-factors.ts';
import { callerOf, validRequest } from './requests.ts';
import type { Run } from './run.ts';
import { isObject, type JsonObject } from './schema.ts';

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

export const recipes: Record<string, Recipe> = {
  ...secondFactorRecipes,
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
