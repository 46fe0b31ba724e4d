// An invitation link that no longer works: /authorize says so plainly, with what to do, and offers nothing to fill in.
// The strata administrator invites an owner of a unit of the test's own building, then invites them again: the first
// link's invitation was replaced (its lookup answers expired, expiredReason replaced). A resend withdraws a link
// altogether (its page then says the link is not valid). An invitation whose days are over says when it expired
// (AuthorizeView stories, invitations-withdrawn.test.ts).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  awaitInvitationLink,
  createBuilding,
  createUnit,
  invitationLinks,
  withStrataAdminApi,
} from './support/buildingRecords.ts';

test.use({ storageState: { cookies: [], origins: [] } });

for (const width of [1280, 360]) {
  test(`a replaced and a withdrawn invitation link say what to do at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const building = await createBuilding(baseURL, 'Expiry Court');
    const email = `expiring.${width}.${building.strataPlanNumber.toLowerCase()}@example.ca`;
    const unitId = await withStrataAdminApi(baseURL, async (api) => {
      const id = await createUnit(api, building.id, '301', '31');
      const owner = await api.post('strataOwner', {
        data: {
          strataUnitId: id,
          nameOnTitle: 'Rosa Keller',
          email,
          addressLine1: '1 Test Street',
          city: 'Vancouver',
          stateOrProvince: 'BC',
          country: 'Canada',
          postalCode: 'V6B 1A1',
        },
      });
      expect(owner.status(), await owner.text()).toBe(201);
      const ownerId = ((await owner.json()) as { id: number }).id;
      for (let n = 0; n < 2; n++) {
        const invitation = await api.post('strataUnitUserInvitation', {
          data: { email, strataUnitId: id, strataRole: 2, strataOwnerId: ownerId },
        });
        expect(invitation.status(), await invitation.text()).toBe(201);
        const invitationId = ((await invitation.json()) as { id: number }).id;
        const sent = await api.post('strataUnitUserInvitation/invite', { data: { invitationId } });
        expect(sent.status(), await sent.text()).toBe(200);
        await awaitInvitationLink(request, email, n + 1);
      }
      return id;
    });
    expect(unitId).toBeGreaterThan(0);
    // Newest first: the second invitation's link, then the first's.
    const [newest, replaced] = await invitationLinks(request, email);

    await page.goto(replaced ?? '/authorize');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'This invitation link was replaced by a newer invitation for this unit. Please use the link in the most recent invitation email, or ask your strata administrator to resend it.',
    );
    await expect(page.getByRole('textbox', { name: 'Unit Number' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Strata Management Login' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The newest link works until the office resends it: then it is withdrawn.
    await page.goto(newest ?? '/authorize');
    await expect(page.getByRole('textbox', { name: 'Unit Number' })).toBeVisible();
    await withStrataAdminApi(baseURL, async (api) => {
      const resent = await api.put(`strataUnitUserInvitation/resend/${unitId}`);
      expect(resent.status(), await resent.text()).toBe(200);
    });
    await page.goto(newest ?? '/authorize');
    await expect(page.getByRole('alert')).toContainText('This invitation link is not valid.');
    await expectNoAxeViolations(page);
  });
}
