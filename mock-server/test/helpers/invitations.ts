// The invitation calls the invitation tests share, on a test file's app: the link mailed to an address, inviting an
// owner of a unit (owner record, invitation, mail), and the public authorization check and registration.
import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

export function invitationFlow(t: TestApp, sdk: Sdk) {
  /** The hash of the newest invitation link mailed to an address. */
  async function mailedHash(to: string): Promise<string> {
    const [mail] = await t.app.services.mail.list({ to });
    const link = mail?.links.find((l) => l.includes('/authorize?hash='));
    const hash = link ? new URL(link).searchParams.get('hash') : null;
    if (!hash) throw new Error(`no invitation mailed to ${to}`);
    return hash;
  }

  /** Step 2 of Add Strata Unit: an owner record, an invitation for it, mailed. */
  async function inviteOwner(strataUnitId: number, nameOnTitle: string, email: string) {
    const admin = await sdk.as('strataadmin');
    const owner = await ok(
      admin.POST('/strataOwner', {
        body: {
          strataUnitId,
          nameOnTitle,
          email,
          addressLine1: '1 Test Street',
          city: 'Vancouver',
          stateOrProvince: 'BC',
          country: 'Canada',
          postalCode: 'V6B 1A1',
        },
      }),
    );
    const invitation = await ok(
      admin.POST('/strataUnitUserInvitation', {
        body: { email, strataUnitId, strataRole: 2, strataOwnerId: owner.id },
      }),
    );
    await ok(admin.POST('/strataUnitUserInvitation/invite', { body: { invitationId: invitation.id } }));
    return { ownerId: owner.id, invitationId: invitation.id, hash: await mailedHash(email) };
  }

  const authorize = (
    invitationId: number,
    body: { hash: string; unitNumber: string; strataPlanNumber: string; nameOnTitle: string },
  ) =>
    sdk.anonymous().POST('/strataUnitUserInvitation/authorizeForm/{invitationId}', {
      params: { path: { invitationId } },
      body,
    });

  const register = (invitationId: number, body: { hash: string; email: string; password: string }) =>
    sdk.anonymous().POST('/strataUnitUserInvitation/{invitationId}/register', {
      params: { path: { invitationId } },
      body,
    });

  return { mailedHash, inviteOwner, authorize, register };
}
