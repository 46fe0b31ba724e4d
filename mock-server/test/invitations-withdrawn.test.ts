// Invitations that can be withdrawn: a link works for INVITATION_TTL_DAYS (14 by default) from when it was mailed and
// the lookup says why one no longer works; a resend mails a new link and the old one stops working; a registration
// with another email than the invited one waits for a link mailed to that email.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../src/config.ts';
import { strataInvitationEmailConfirmations, strataUnitUserInvitations, users } from '../src/db/schema.ts';
import { invitationFlow } from './helpers/invitations.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { mailedHash, inviteOwner, authorize, register } = invitationFlow(t, sdk);
const dayMs = 24 * 60 * 60 * 1000;
const expired = 'This invitation has expired.';

const lookup = (hash: string) =>
  sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } });
const confirmEmail = (token: string) =>
  sdk.anonymous().POST('/strataUnitUserInvitation/confirmEmail', { body: { token } });
const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal: 'strata' } });

/** The token of the newest confirmation link mailed to an address. */
async function confirmToken(to: string): Promise<string> {
  const [mail] = await t.app.services.mail.list({ to });
  const link = mail?.links.find((l) => l.includes('/authorize?confirm='));
  const token = link ? new URL(link).searchParams.get('confirm') : null;
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return token;
}

const sentDaysAgo = (invitationId: number, days: number) =>
  db()
    .update(strataUnitUserInvitations)
    .set({ sentAt: new Date(Date.now() - days * dayMs) })
    .where(eq(strataUnitUserInvitations.id, invitationId));

describe('an invitation link expires', () => {
  it('the lookup gives when the link stops working, 14 days after it was mailed', async () => {
    const { invitationId, hash } = await inviteOwner(
      t.seed.strataUnits.bcs201,
      'Ida Larsen',
      'ida.larsen@example.ca',
    );
    const found = await ok(lookup(hash));
    const [row] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, invitationId));
    expect(found).toMatchObject({ id: invitationId, status: 'pending', expired: false, expiredReason: null });
    expect(Date.parse(found.expiresAt)).toBe((row?.sentAt?.getTime() ?? 0) + 14 * dayMs);
  });

  it('after its days the lookup says elapsed, the check and registration answer 409, and a resend renews it', async () => {
    const email = 'jonas.berg@example.ca';
    const { invitationId, hash } = await inviteOwner(t.seed.strataUnits.bcs202, 'Jonas Berg', email);
    await sentDaysAgo(invitationId, 15);
    expect(await ok(lookup(hash))).toMatchObject({ expired: true, expiredReason: 'elapsed' });
    const answers = { hash, unitNumber: '202', strataPlanNumber: 'BCS1234', nameOnTitle: 'Jonas Berg' };
    await expectFailure(authorize(invitationId, answers), 409, expired);
    await expectFailure(register(invitationId, { hash, email, password: 'Harbour#2027' }), 409, expired);

    const admin = await sdk.as('strataadmin');
    await ok(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', {
        params: { path: { unitId: t.seed.strataUnits.bcs202 } },
      }),
    );
    const renewed = await mailedHash(email);
    expect(renewed).not.toBe(hash);
    // The old link is withdrawn: its lookup finds nothing.
    await expectFailure(lookup(hash), 404, 'This invitation link is not valid.');
    expect(await ok(lookup(renewed))).toMatchObject({
      id: invitationId,
      expired: false,
      expiredReason: null,
    });
    await ok(authorize(invitationId, { ...answers, hash: renewed }));
    await expectFailure(authorize(invitationId, answers), 404);
  });

  it('a replaced invitation says replaced', async () => {
    const unitId = t.seed.strataUnits.eps306;
    const first = await inviteOwner(unitId, 'Mira Patel', 'mira.patel@example.ca');
    await inviteOwner(unitId, 'Mira Patel', 'mira.patel.two@example.ca');
    expect(await ok(lookup(first.hash))).toMatchObject({ expired: true, expiredReason: 'replaced' });
  });

  it('takes its days from INVITATION_TTL_DAYS', () => {
    expect(optionsFromEnv({ INVITATION_TTL_DAYS: '3' }).invitationTtlDays).toBe(3);
    expect(optionsFromEnv({}).invitationTtlDays).toBe(14);
    expect(() => optionsFromEnv({ INVITATION_TTL_DAYS: 'soon' })).toThrow(/INVITATION_TTL_DAYS/);
  });
});

describe('registering with another email than the invited one', () => {
  it('creates nothing until the link mailed to that email is followed; then the account signs in', async () => {
    const unitId = t.seed.strataUnits.eps1204;
    const invited = 'lena.fischer@example.ca';
    const other = 'lena.private@example.org';
    const { invitationId, hash } = await inviteOwner(unitId, 'Lena Fischer', invited);
    await ok(
      authorize(invitationId, {
        hash,
        unitNumber: '1204',
        strataPlanNumber: 'EPS5678',
        nameOnTitle: 'Lena Fischer',
      }),
    );
    const res = await register(invitationId, { hash, email: other, password: 'Harbour#2027' });
    expect(res.response.status).toBe(202);
    expect(res.data).toEqual({
      message: `We sent a link to ${other}. Your registration completes when you follow it within 24 hours.`,
    });
    expect(await db().select().from(users).where(eq(users.normalizedEmail, other.toUpperCase()))).toEqual([]);
    expect((await signIn(other, 'Harbour#2027')).statusCode).toBe(401);
    const [held] = await db()
      .select()
      .from(strataInvitationEmailConfirmations)
      .where(eq(strataInvitationEmailConfirmations.invitationId, invitationId));
    // Only digests and the password's hash are kept.
    expect(held?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = await confirmToken(other);
    expect(held?.tokenDigest).not.toContain(token);

    const confirmed = await confirmEmail(token);
    expect(confirmed.response.status).toBe(201);
    expect(confirmed.data).toEqual({ userName: other, strataUnitId: unitId });
    expect((await signIn(other, 'Harbour#2027')).statusCode).toBe(200);
    await expectFailure(confirmEmail(token), 400, 'This confirmation link has already been used.');
    expect(await ok(lookup(hash))).toMatchObject({ status: 'registered' });
  });

  it('a resend withdraws a registration held for another email', async () => {
    const unitId = t.seed.strataUnits.lms401;
    const invited = 'omar.haddad@example.ca';
    const other = 'omar.elsewhere@example.org';
    const { invitationId, hash } = await inviteOwner(unitId, 'Omar Haddad', invited);
    await ok(
      authorize(invitationId, {
        hash,
        unitNumber: '401',
        strataPlanNumber: 'LMS9012',
        nameOnTitle: 'Omar Haddad',
      }),
    );
    expect(
      (await register(invitationId, { hash, email: other, password: 'Harbour#2027' })).response.status,
    ).toBe(202);
    const token = await confirmToken(other);
    const admin = await sdk.as('strataadmin');
    await ok(admin.PUT('/strataUnitUserInvitation/resend/{unitId}', { params: { path: { unitId } } }));
    await expectFailure(confirmEmail(token), 409, expired);
    expect(await db().select().from(users).where(eq(users.normalizedEmail, other.toUpperCase()))).toEqual([]);
  });

  it('an unknown confirmation token answers 400', async () => {
    await expectFailure(
      confirmEmail('Vb3nQ8rT1kZ6yW0pLs4dXe9uJa2cHf7G'),
      400,
      'This confirmation link has already been used.',
    );
  });
});
