// The strata password minimum of 8 (strata spec 5; DESIGN applies it to every strata account): the server refuses 7
// characters with 400 and the rule's message naming the password, wherever a strata password is chosen: a new
// login, an administrator's change, a registration through an invitation and a reset. Rental accounts keep 6.
import { describe, expect, it } from 'vitest';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);

const eightMessage = 'password should be at least 8 characters';
const seven = 'Str#027';

describe('strata passwords need 8 characters', () => {
  it('refuses a new strata login of 7 characters (400, field password), and takes 8', async () => {
    const client = await sdk.as('strataadmin');
    for (const role of ['Strata Administrator', 'Strata Unit Owner', 'Strata Owner'] as const) {
      const error = await expectFailure(
        client.POST('/user', {
          params: { query: { role, userName: `seven.${role.replace(/ /g, '')}` } },
          body: { email: `seven.${role.replace(/ /g, '')}@example.ca`, password: seven },
        }),
        400,
        eightMessage,
      );
      expect(error.field).toBe('password');
    }
    const created = await ok(
      client.POST('/user', {
        params: { query: { role: 'Strata Unit Owner', userName: 'eight.chars' } },
        body: { email: 'eight.chars@example.ca', password: 'Str#2027' },
      }),
    );
    expect(created.role).toBe('Strata Unit Owner');
  });

  it('keeps 6 for a rental owner account', async () => {
    const admin = await sdk.as('admin');
    const created = await ok(
      admin.POST('/user', {
        params: { query: { role: 'Owner', userName: 'six.chars' } },
        body: { email: 'six.chars@example.ca', password: 'Ab#123' },
      }),
    );
    expect(created.role).toBe('Owner');
  });

  it("refuses 7 characters when an administrator changes a strata login's password", async () => {
    const client = await sdk.as('strataadmin');
    const error = await expectFailure(
      client.PUT('/user/{id}', {
        params: { path: { id: t.seed.users.BCS1234 } },
        body: { password: seven },
      }),
      400,
      eightMessage,
    );
    expect(error.field).toBe('password');
  });

  it('refuses a 7-character password when an invited owner registers', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    await ok(
      sdk.anonymous().POST('/strataUnitUserInvitation/authorizeForm/{invitationId}', {
        params: { path: { invitationId: id } },
        body: { hash, unitNumber: '102', strataPlanNumber: 'BCS1234', nameOnTitle: 'Amelia Grant' },
      }),
    );
    const error = await expectFailure(
      sdk.anonymous().POST('/strataUnitUserInvitation/{invitationId}/register', {
        params: { path: { invitationId: id } },
        body: { hash, email: 'amelia.grant@example.ca', password: seven },
      }),
      400,
      eightMessage,
    );
    expect(error.field).toBe('password');
  });

  it("marks a strata account's reset link portal=strata (the page then asks for 8), not a rental one's", async () => {
    for (const email of ['strata@portal.example.ca', 'margaret.chen@example.ca']) {
      await ok(sdk.anonymous().POST('/account/resetEmail', { params: { query: { email } } }));
    }
    const linkTo = async (email: string) => {
      await t.app.services.afterAnswer.idle();
      const [mail] = await t.app.services.mail.list({ to: email });
      return new URL(mail?.links.find((link) => link.includes('/account/newpassword')) ?? 'http://none');
    };
    expect((await linkTo('strata@portal.example.ca')).searchParams.get('portal')).toBe('strata');
    expect((await linkTo('margaret.chen@example.ca')).searchParams.get('portal')).toBeNull();
  });
});
