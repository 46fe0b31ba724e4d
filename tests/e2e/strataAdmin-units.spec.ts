// The strata unit page and its users (strata spec 2, 3, 4, 5, 8): the heading, the users table with the spec's columns
// and the reading-B roles, resend invitation, add, edit (the record carried in navigation state, and loaded again after
// a reload) and remove a unit user; the add-unit route; Add User (Property Login, Create New User). Each test works
// on a building of its own; axe on each screen.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  awaitInvitationLink,
  createBuilding,
  strataAdminApi,
  type TestBuilding,
} from './support/buildingRecords.ts';
import { uniquePlanNumber } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

async function createUnit(
  api: APIRequestContext,
  building: TestBuilding,
  unitNumber: string,
  lotNumber: string,
) {
  const response = await api.post('strataUnit', {
    data: { unitNumber, lotNumber, strataPropertyId: building.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function pickOption(page: Page, select: RegExp, option: string) {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a unit user is added, edited (also after a reload) and removed from the unit page', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const building = await createBuilding(baseURL, 'Unit Court');
  const api = await strataAdminApi(baseURL);
  const unitId = await createUnit(api, building, '210', '21');
  await api.dispose();

  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 210' })).toBeVisible();
  await expect(page.getByText(`${building.buildingName} · Lot 21`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Building' })).toHaveAttribute(
    'href',
    `/strataAdmin/property/${building.id}`,
  );
  const links: [string, string][] = [
    ['Add User', `/strataAdmin/user/add/strataUnit/${unitId}`],
    ['Add Document', `/strataAdmin/document/upload/${unitId}?documentFor=unit`],
    ['Archived Documents', `/strataAdmin/documents/archived/strataUnit/${unitId}`],
    ['Change of Address', `/strataUnitAdmin/${unitId}/createDocument/changeOfAddress`],
    ['Owner Information Sheet', `/strataUnitAdmin/${unitId}/createDocument/ownerInformationSheet`],
    ['PAD', `/strataUnitAdmin/${unitId}/createDocument/PAD`],
    ['Bylaw Complaint', `/strataUnitAdmin/${unitId}/createDocument/bylawComplaint`],
    ['Bylaw Dispute', `/strataUnitAdmin/${unitId}/createDocument/bylawDispute`],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const users = page.getByRole('grid', { name: 'Unit Users' });
  for (const header of ['Username', 'First Name', 'Last Name', 'Email', 'Phone Number', 'Role', 'Action']) {
    await expect(users.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Only the spec's columns: whether an owner confirmed shows in the Owners panel, not here.
  await expect(users.getByRole('columnheader')).toHaveCount(7);
  await expectNoAxeViolations(page);

  // Add a tenant.
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Unit User' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = `tenant.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  await addTenant(page, email);
  await expect(page).toHaveURL(`/strataAdmin/strataUnit/${unitId}`);
  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('gridcell', { name: 'Current Tenant' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '778-555-0188' })).toBeVisible();

  // The same email again is refused.
  await page.goto(`/strataAdmin/user/add/strataUnit/${unitId}`);
  await addTenant(page, email);
  await expect(page.getByText('Error creating new user. User may already exist.')).toBeVisible();

  // Edit: the record travels in navigation state; the login's own edit page is linked too.
  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  await expect(row.getByRole('link', { name: `Edit login of ${email}` })).toHaveAttribute(
    'href',
    new RegExp(`/strataAdmin/user/edit/\\d+\\?unitId=${unitId}$`),
  );
  await row.getByRole('button', { name: `Edit unit user ${email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/strataAdmin/user/edit/strataUnit/\\d+\\?unitId=${unitId}$`));
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Lena');
  await expectNoAxeViolations(page);
  // After a reload (no navigation state) the record is loaded.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Fischer');
  await page.getByRole('button', { name: /Role/ }).click();
  await expect(page.getByRole('option', { name: 'Current Secondary User' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Past Tenant', exact: true }).click();
  // A required field emptied: "Cannot leave blank fields." (strata spec 8) and nothing is saved.
  await page.getByRole('textbox', { name: 'First Name' }).fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot leave blank fields.' })).toBeVisible();
  await expect(page).toHaveURL(/\/strataAdmin\/user\/edit\/strataUnit\//);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Fischer-Wong');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(`/strataAdmin/strataUnit/${unitId}`);
  await expect(row.getByRole('gridcell', { name: 'Past Tenant' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: 'Fischer-Wong' })).toBeVisible();

  // Remove, after the confirmation that advises changing the role instead.
  await row.getByRole('button', { name: `Remove ${email}` }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'Are you sure' });
  await expect(confirm).toContainText('change their role');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
});

test('Resend Invitation mails the invitation again after a confirmation', async ({
  page,
  request,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Resend House');
  const api = await strataAdminApi(baseURL);
  const unitId = await createUnit(api, building, '12', '12');
  const email = `resend.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  const replaced = await api.post(`strataOwner/replace/${unitId}`, {
    data: { nameOnTitle: 'Ada Byron', email },
  });
  expect(replaced.status()).toBe(201);
  await api.dispose();
  await awaitInvitationLink(request, email, 1);

  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  const owners = page.getByRole('grid', { name: 'Owners' });
  await expect(owners.getByRole('row').filter({ hasText: 'Ada Byron' })).toContainText('Invited');
  await page.getByRole('button', { name: 'Resend Invitation' }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'invitation' });
  await expect(confirm).toContainText('Send the invitation email');
  await confirm.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Invitation sent again.')).toBeVisible();
  await awaitInvitationLink(request, email, 2);
});

test('the add-unit route adds a unit and invites its owner in two steps', async ({
  page,
  request,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Route Gardens');
  await page.goto(`/strataAdmin/strataProperty/${building.id}/strataUnit/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Strata Unit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Unit Number' }).fill('905');
  await page.getByRole('textbox', { name: 'Lot Number' }).fill('95');
  await page.getByRole('button', { name: 'Create Unit' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Owner and Invitation' })).toBeFocused();
  const email = `route.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  await page.getByRole('textbox', { name: 'Name On Title' }).fill('Tomás Ortega');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Address Line 1' }).fill('77 Pine Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Seattle');
  await page.getByRole('textbox', { name: 'State/Province' }).fill('WA');
  await page.getByRole('textbox', { name: 'Country' }).fill('U.S');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('98101');
  await page.getByRole('button', { name: 'Save Owner and Send Invitation' }).click();
  await expect(page).toHaveURL(/\/strataAdmin\/strataUnit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 905' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Owners' }).getByRole('row').filter({ hasText: 'Tomás Ortega' }),
  ).toContainText('Invited');
  await awaitInvitationLink(request, email);
});

test('Add User creates a Strata Owner login and assigns it to a building that has none', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // A building loses its login when the login user is deleted; the other one keeps its own and is not offered.
  const building = await createBuilding(baseURL, 'Login Heights');
  const withLogin = await createBuilding(baseURL, 'Login Keeps');
  const api = await strataAdminApi(baseURL);
  expect((await api.put(`user/archive/${building.propertyAdminId}`)).status()).toBe(200);
  expect((await api.delete(`user/delete/${building.propertyAdminId}`)).ok()).toBe(true);
  await page.goto('/strataAdmin/user/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('choose a role')).toBeVisible();
  await expect(page.getByText('password is required to create a user')).toBeVisible();
  const userName = uniquePlanNumber('QL');
  await pickOption(page, / Role$/, 'Strata Owner');
  await page.getByRole('textbox', { name: 'Username' }).fill(userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour#2026');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#2026');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL('/strataAdmin/user/list');
  await expect(page.getByText(`${userName} created.`)).toBeVisible();

  await page.goto('/strataAdmin/user/add');
  await page.getByRole('button', { name: / Building$/ }).click();
  await expect(page.getByRole('option', { name: new RegExp(withLogin.strataPlanNumber) })).toHaveCount(0);
  await page.getByRole('option', { name: `${building.buildingName} (${building.strataPlanNumber})` }).click();
  // The Login pick-list comes before the Assign Login button.
  await page
    .getByRole('button', { name: / Login$/ })
    .first()
    .click();
  await page.getByRole('option', { name: userName, exact: true }).click();
  await page.getByRole('button', { name: 'Assign Login' }).click();
  await expect(page).toHaveURL('/strataAdmin/user/list');
  await expect(page.getByText(`${building.buildingName} login saved.`)).toBeVisible();

  // Read only once set: the building is no longer offered, and its record names the login.
  const saved = await api.get(`strataProperty/${building.id}`);
  expect(((await saved.json()) as { propertyAdmin: { userName: string } }).propertyAdmin.userName).toBe(
    userName,
  );
  await api.dispose();
  await page.goto('/strataAdmin/user/add');
  await page.getByRole('button', { name: / Building$/ }).click();
  await expect(page.getByRole('option', { name: new RegExp(building.strataPlanNumber) })).toHaveCount(0);
});

/** Fills the Add Unit User form for the tenant Lena Fischer with this email and submits it. */
async function addTenant(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Fischer');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('7785550188');
  await pickOption(page, / Role$/, 'Current Tenant');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour#2026');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#2026');
  await page.getByRole('button', { name: 'Add User' }).click();
}
