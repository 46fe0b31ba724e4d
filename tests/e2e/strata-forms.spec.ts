// The five strata unit forms (strata spec 2, 3, 5, 9; DESIGN.md): each filled, created with the full-width Create
// Document button, filed as a PDF unit document in the Forms category, listed on the unit page and opened in the
// viewer ("Page 1 of N"). axe on each form page. They are filed on unit 401 of Lonsdale Quay Terraces, which the
// other suites leave alone.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fieldStartingWith as field, fillFields } from './support/forms.ts';
import { apiAs, expectFirstPdfPage, unitOf } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

const group = (page: Page, name: string) => page.getByRole('group', { name });

async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a radio choice by its label (the input itself is visually hidden). */
async function pick(page: Page, group: RegExp, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await expect(
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }),
  ).toBeChecked();
}

/** The bylaw forms' complainant: an owner, by name. */
async function complainant(page: Page, firstName: string, lastName: string) {
  await pick(page, /I am the/, 'Owner');
  await fillFields(group(page, 'Complainant'), { 'First Name': firstName, 'Last Name': lastName });
}

/** The owner most forms are filled for, as the name fields of a group take it. */
const jeanTremblay = { 'First Name': 'Jean', 'Last Name': 'Tremblay' };

async function sign(page: Page, name: string) {
  await field(page, 'Signature 1').fill(name);
}

interface FormCase {
  path: string;
  heading: string;
  /** The filed document's title. */
  title: string;
  fill: (page: Page) => Promise<void>;
}

const cases: FormCase[] = [
  {
    path: 'changeOfAddress',
    heading: 'Change of Address & Contact Details',
    title: 'Change of Address & Contact Details',
    fill: async (page) => {
      await fillFields(group(page, 'Registered Owner(s) Previous Information'), jeanTremblay);
      await fillFields(group(page, 'Registered Owner(s) New Information'), { Address: '812 Sixth Avenue' });
      // The label is what a pointer user clicks (the input itself is visually hidden).
      await page.getByText(/certify that we own it/).click();
      await expect(page.getByRole('checkbox', { name: /certify that we own it/ })).toBeChecked();
      await sign(page, 'Jean Tremblay');
    },
  },
  {
    path: 'ownerInformationSheet',
    heading: 'Information Sheet & Emergency Contact List',
    title: 'Information Sheet & Emergency Contact List',
    fill: async (page) => {
      await fillFields(page, { 'Parking Stall 1': 'P1-21', 'Fob 4': 'FOB-00454' });
      await fillFields(group(page, 'Registered Owner(s) Information'), jeanTremblay);
      await fillFields(group(page, 'Emergency Contact Information'), {
        'First Name': 'Luc',
        'Last Name': 'Tremblay',
      });
      await sign(page, 'Jean Tremblay');
    },
  },
  {
    path: 'PAD',
    heading: 'Pre-Authorized Debit Form',
    title: 'Pre-Authorized Debit Form',
    fill: async (page) => {
      await fillFields(page, {
        'Financial Institution Name': 'Vancity Credit Union',
        'Bank Transit Number': '00480',
        'Institution Number': '809',
        'Account Number': '1234567',
        'Account Holder First and Last Name': 'Jean Tremblay',
      });
      await sign(page, 'Jean Tremblay');
    },
  },
  {
    path: 'bylawComplaint',
    heading: 'Bylaw Complaint',
    title: 'Bylaw Complaint',
    fill: async (page) => {
      await complainant(page, 'Priya', 'Sandhu');
      await choose(page, /Violation Category/, 'Noise Violations');
      await choose(page, /Violation Subcategory/, 'Music');
      await fillFields(page, { 'Date 1': '2026-11-14', 'From 1': '10:30 pm', 'To 1': '1:15 am' });
      await page.getByRole('button', { name: 'Add Row' }).click();
      await field(page, 'Date 2').fill('2026-11-15');
      await page
        .getByRole('textbox', { name: 'Additional Info' })
        .fill('Loud music after 10 pm most weekends.');
      await sign(page, 'Priya Sandhu');
    },
  },
  {
    path: 'bylawDispute',
    heading: 'Bylaw Dispute',
    title: 'Bylaw Dispute',
    fill: async (page) => {
      await complainant(page, 'Jean', 'Tremblay');
      await field(page, 'Date of the Infraction Letter').fill('2026-11-10');
      await pick(page, /Dispute on Behalf of/, 'Owner');
      await pick(page, /Will you attend the council meeting/, 'Yes');
      await sign(page, 'Jean Tremblay');
    },
  },
];

for (const form of cases) {
  test(`${form.heading}: filed as a unit document, listed on the unit page and opened in the viewer`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const api = await apiAs(accounts.strataadmin, baseURL);
    const unit = await unitOf(api, 'Lonsdale Quay Terraces', '401');
    await page.goto(`/strataUnitAdmin/${unit}/createDocument/${form.path}`);
    await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Strata Plan Number/ }).first()).toHaveValue('LMS9012');
    // axe before typing: once scrolled, the sticky bar covering a field counts as a too small target.
    await expectNoAxeViolations(page);
    await form.fill(page);
    const create = page.getByRole('button', { name: 'Create Document' });
    // The filed document is the answer of the create call (other tests file forms on this unit at the same time).
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes(`/forms/`),
    );
    await create.click();
    const created = await answer;
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await expect(page).toHaveURL(`/strataAdmin/strataUnit/${unit}`);
    await expect(
      page.getByRole('alertdialog', { name: `${form.heading} filed with the unit's documents.` }),
    ).toBeVisible();

    const filed = (await (await api.get(`strataUnitDocument/${id}`)).json()) as {
      title: string;
      strataUnitId: number;
      strataUnitDocumentCategory: { name: string };
    };
    expect(filed).toMatchObject({
      title: form.title,
      strataUnitId: unit,
      strataUnitDocumentCategory: { name: 'Forms' },
    });
    await api.dispose();

    // Listed on the unit page, its View link opening the viewer on the unit document.
    await page.getByRole('link', { name: `View ${form.title}` }).click();
    await expect(page).toHaveURL(`/strataAdmin/document/view/${id}?kind=unit`);
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
    await expectFirstPdfPage(page);
  });
}

test("a form the server refuses shows the server's reason and stays on the page; fields stop at the contract's length", async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(accounts.strataadmin, baseURL);
  const unit = await unitOf(api, 'Lonsdale Quay Terraces', '401');
  await api.dispose();
  await page.goto(`/strataUnitAdmin/${unit}/createDocument/PAD`);
  const pad = cases.find((form) => form.path === 'PAD');
  await pad?.fill(page);
  // The contract allows 50 characters for the unit number: the field takes no more.
  await field(page, 'Unit Number').fill('4'.repeat(60));
  await expect(field(page, 'Unit Number')).toHaveValue('4'.repeat(50));
  // A refusal the page cannot foresee: its reason, naming the field, is shown rather than a generic message.
  const reason = 'buildingInfo.unitNumber: this unit number is not the unit of the form';
  await page.route(/\/forms\/pad$/, (route) =>
    route.fulfill({
      status: 400,
      json: { message: reason, field: 'buildingInfo.unitNumber', statusCode: 400 },
    }),
  );
  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Error creating property' })).toHaveCount(0);
  await expect(page).toHaveURL(`/strataUnitAdmin/${unit}/createDocument/PAD`);
  // A server fault says the spec's "Error creating property".
  await page.unroute(/\/forms\/pad$/);
  await page.route(/\/forms\/pad$/, (route) => route.fulfill({ status: 500, json: { message: 'Internal' } }));
  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error creating property' })).toBeVisible();
});

test('required fields are checked before anything is sent', async ({ page, baseURL }) => {
  const api = await apiAs(accounts.strataadmin, baseURL);
  const unit = await unitOf(api, 'Lonsdale Quay Terraces', '401');
  await api.dispose();
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/forms/')) sent = true;
  });
  await page.goto(`/strataUnitAdmin/${unit}/createDocument/changeOfAddress`);
  await page.getByRole('button', { name: 'Create Document' }).click();
  await expect(page.getByText('Select at least one certification.')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toBe(false);
});
