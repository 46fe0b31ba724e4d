// Staff turning off a person's two-step sign-in (a lost phone and lost recovery codes), on PGlite and PostgreSQL: what
// staff read first, the password asked again, the factors removed and the sessions ended in one write, the mail to
// the person, the audit entry, and the accounts it refuses.
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../src/seed.ts';
import { secondFactorAppOptions, secondFactorCalls } from './helpers/second-factors.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp(secondFactorAppOptions);
const { call, password, sessionOf, enrolTotp, challengeOf, lastEvents } = secondFactorCalls(t);
const mailsTo = (email: string) => t.app.services.mail.list({ to: email });

describe("turning off a person's two-step sign-in", () => {
  it('removes a unit owner’s codes and recovery codes, ends their sessions, mails them and records it', async () => {
    const unitOwner = t.seed.users.unitowner;
    const ownSession = await sessionOf('unitowner', 'strata');
    await enrolTotp(ownSession);
    await challengeOf('unitowner', 'strata');
    const staff = await sessionOf('strataadmin', 'strata');
    const url = `/api/user/${unitOwner}/secondFactors`;

    const before = await call('GET', url, staff);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: 0, required: false });

    const wrong = await call('DELETE', url, staff, { password: `${demoPassword}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Your current password is not right.', field: 'password' });
    expect((await call('GET', url, staff)).json()).toMatchObject({ totp: true, recoveryCodesLeft: 10 });

    const mailsBefore = (await mailsTo('daniel.okafor@example.ca')).length;
    const reset = await call('DELETE', url, staff, { password: demoPassword });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await call('GET', url, staff)).json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      required: false,
    });
    // The session a lost phone may hold is over; the password alone signs in again.
    expect((await call('GET', '/api/account/mfa', ownSession)).statusCode).toBe(401);
    const signIn = await password('unitowner', 'strata');
    expect(signIn.json()).toMatchObject({ token: expect.any(String) });
    expect(signIn.json().mfaRequired).toBeUndefined();

    const mails = await mailsTo('daniel.okafor@example.ca');
    expect(mails).toHaveLength(mailsBefore + 1);
    const [mail] = mails.filter(
      (m) => m.subject === 'Two-step sign-in was turned off for your portal account',
    );
    expect(mail?.text).toContain('strataadmin of ');
    expect(mail?.text).not.toContain(demoPassword);

    const [event] = await lastEvents('resetSecondFactors');
    expect(event).toMatchObject({ kind: 'write', targetType: 'user', targetId: unitOwner, side: 'strata' });
    // Whether codes were on is recorded; how many recovery codes were left is a secret field's value, masked.
    expect(event?.details).toMatchObject({
      totp: { old: true, new: false },
      recoveryCodesLeft: { old: '(secret)', new: '(secret)' },
      password: { old: '(secret)', new: '(secret)' },
    });
    expect(JSON.stringify(event?.details)).not.toContain(demoPassword);

    const again = await call('DELETE', url, staff, { password: demoPassword });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This account has no two-step sign-in to turn off.');
  });

  it("refuses one's own account, and accounts of a role the caller does not manage as if they did not exist", async () => {
    const owner = t.seed.users.owner;
    await enrolTotp(await sessionOf('owner'));
    const strataStaff = await sessionOf('strataadmin', 'strata');
    const own = await call('DELETE', `/api/user/${t.seed.users.strataadmin}/secondFactors`, strataStaff, {
      password: demoPassword,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Turn off your own two-step sign-in on your account page.');
    // An owner is a rental account: a strata administrator does not manage it.
    const url = `/api/user/${owner}/secondFactors`;
    expect((await call('GET', url, strataStaff)).statusCode).toBe(404);
    expect((await call('DELETE', url, strataStaff, { password: demoPassword })).statusCode).toBe(404);
    expect((await call('GET', `/api/user/999999/secondFactors`, strataStaff)).statusCode).toBe(404);
    // A role that must have a second factor (admin here) reads as required; its owner turned off stays off.
    const superStaff = await sessionOf('superadmin');
    const adminFactors = await call('GET', `/api/user/${t.seed.users.admin}/secondFactors`, superStaff);
    expect(adminFactors.json()).toMatchObject({ required: true });
    const reset = await call('DELETE', url, superStaff, { password: demoPassword });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await password('owner')).json()).toMatchObject({ token: expect.any(String) });
  });
});
