// The unit owner's flows that change data (strata spec 2, 4, 5 and 8), each on a unit and owner of its own (see
// support/unitOwnerRecords.ts): a PAD, then a monthly payment, then its replacement; extra payments with the PAD on
// file and with new bank details (Temporary); deleting the PAD; the change of address.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInThroughForm } from './support/signIn.ts';
import {
  createOwnedUnit,
  createPad,
  firstOfMonthTwoAhead,
  type OwnedUnit,
  padGivenTodayStatus,
  testBank,
  unitAsAdmin,
  unitDocumentsAsAdmin,
} from './support/unitOwnerRecords.ts';

/** Signs the unit's new owner in and opens the unit page from the dashboard. */
async function openOwnUnit(page: Page, unit: OwnedUnit) {
  await signInThroughForm(page, { username: unit.username, portal: 'strata' }, unit.password);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await page.getByRole('link', { name: `Unit ${unit.unitNumber}` }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${unit.unitNumber}` })).toBeVisible();
}

/**
 * The dated record of the owner's own change in the unit's documents (Forms), still there after a reload, listed for
 * the strata administrator too, and opened in the viewer.
 */
async function expectFiledRecord(page: Page, baseURL: string | undefined, unit: OwnedUnit, title: string) {
  const filed = (await unitDocumentsAsAdmin(baseURL, unit.unitId)).filter((d) => d.title === title);
  expect(filed).toHaveLength(1);
  const [document] = filed;
  if (!document) return;
  expect(document.strataUnitDocumentCategory.name).toBe('Forms');
  const documents = page.getByRole('region', { name: 'Unit documents' });
  const row = documents.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(document.documentDate);
  await page.reload();
  await expect(row).toContainText(document.documentDate);
  await row.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/document/view/${document.id}?kind=unit`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
}

test('a PAD, then a monthly payment, then its replacement', async ({ page, request, baseURL }) => {
  test.slow(); // three forms and two checks through the API
  const unit = await createOwnedUnit(request, baseURL);
  await openOwnUnit(page, unit);

  // Without a PAD the Monthly Payment button does not proceed.
  await expect(page.getByText('No PAD', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Monthly Payment' }).click();
  await expect(page.getByText(/Fill in the PAD form with the PAD button first/)).toBeVisible();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);

  await page.getByRole('link', { name: 'PAD', exact: true }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/pad/create/${unit.ownerId}?unitId=${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Authorized Debit' })).toBeVisible();
  await expect(
    page.getByText(
      'This form must be received no later than the 20th of the month before the month the debit starts.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Financial Institution Name').fill(testBank.financialInstitutionName);
  await page.getByLabel('Financial Institution Address').fill(testBank.financialInstitutionAddress);
  await page.getByRole('textbox', { name: 'City' }).fill(testBank.financialInstitutionCity);
  await page.getByLabel('Transit Number').fill('921');
  await page.getByLabel('Institution Number').fill(testBank.institutionNumber);
  await page.getByLabel('Account Number').fill(testBank.accountNumber);
  await page.getByLabel('Account Holder First and Last Name').fill(testBank.accountHolderFirstAndLastName);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(testBank.address);
  await page.getByLabel('Postal Code').fill(testBank.postalCode);
  await page.getByRole('button', { name: 'Submit PAD' }).click();
  await expect(page.getByText('The transit number is 5 digits')).toBeVisible();
  await page.getByLabel('Transit Number').fill(testBank.bankTransitNumber);
  // Not sent until the account holder authorizes the debits.
  await page.getByRole('button', { name: 'Submit PAD' }).click();
  await expect(page.getByText('Please confirm that you authorize the pre-authorized debits.')).toBeVisible();
  await page.getByText(/^I authorize Harbourview Property Management/).click();
  await expect(page.getByRole('checkbox', { name: /I authorize/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit PAD' }).click();

  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(
    page.getByRole('alertdialog', {
      name: /^Pre-authorized debit saved\. The first debit is on \d{4}-\d{2}-01\.$/,
    }),
  ).toBeVisible();
  await expect(page.getByText(padGivenTodayStatus('TD Canada Trust'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'PAD', exact: true })).toHaveCount(0);
  // The PAD leaves its dated record in the unit's documents.
  await expectFiledRecord(page, baseURL, unit, 'Pre-Authorized Debit Form');

  // The first monthly payment: the total adds the fees, ignores what is not a number, has two decimals.
  await page.getByRole('link', { name: 'Monthly Payment' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/monthlyPayment/strataUnit/${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly Payment' })).toBeVisible();
  await page.getByLabel('Strata Fees').fill('400');
  await page.getByLabel('Parking Fees').fill('25.5');
  await page.getByLabel('Other Fees').fill('abc');
  const total = page.getByRole('textbox', { name: 'Total Fees' });
  await expect(total).toHaveValue('425.50');
  await expect(total).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Monthly Payment' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByText('$425.50')).toBeVisible();
  let saved = await unitAsAdmin(baseURL, unit.unitId);
  // The start date was left at its default, the first of the month two months ahead.
  expect(saved.currentMonthlyPayment).toMatchObject({
    totalFees: 425.5,
    paymentStartDate: firstOfMonthTwoAhead(),
  });

  // Its replacement retires it.
  await page.getByRole('link', { name: 'Monthly Payment' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/monthlyPayment/replace/strataUnit/${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Replace Monthly Payment' })).toBeVisible();
  await expect(page.getByText(/\$425\.50 a month since/)).toBeVisible();
  await page.getByLabel('Strata Fees').fill('410.25');
  await page.getByLabel('Parking Fees').fill('30');
  await expect(page.getByRole('textbox', { name: 'Total Fees' })).toHaveValue('440.25');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Replace Monthly Payment' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByText('$440.25')).toBeVisible();
  saved = await unitAsAdmin(baseURL, unit.unitId);
  expect(saved.currentMonthlyPayment).toMatchObject({ totalFees: 440.25, strataFees: 410.25 });
  expect(saved.strataMonthlyPayments.map((payment) => [payment.totalFees, payment.archived])).toEqual([
    [440.25, false],
    [425.5, true],
  ]);
});

test('extra payments with the PAD on file, then with new bank details (Temporary)', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // two forms, each with the bank details
  const unit = await createOwnedUnit(request, baseURL);
  await createPad(baseURL, unit);
  await openOwnUnit(page, unit);
  // Dates show as YYYY-MM-DD everywhere (one date format).
  const defaultDate = firstOfMonthTwoAhead();

  await page.getByRole('link', { name: 'Extra Payments' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/forms/extraPayments/${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Extra Payments' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /My PAD on file \(TD Canada Trust\)/ })).toBeChecked();
  await expectNoAxeViolations(page);
  // Nothing asked for: the server's sentence, shown before sending.
  await page.getByRole('button', { name: 'Submit Extra Payments' }).click();
  await expect(page.getByText('Enter at least one extra payment amount.')).toBeVisible();
  await page.getByRole('textbox', { name: /^One-Time Payment/ }).fill('1,200');
  await page.getByRole('button', { name: 'Submit Extra Payments' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  const extra = page.getByRole('grid', { name: 'Extra payments' });
  await expect(extra.getByRole('row').filter({ hasText: `$1,200.00 on ${defaultDate}` })).toBeVisible();
  await expect(extra.getByRole('row').filter({ hasText: /\$1,200\.00/ })).toContainText('Pending');

  // New bank details: saved as a Temporary PAD, and the payments are Temporary too.
  await page.getByRole('link', { name: 'Extra Payments' }).click();
  await page.getByText(/^New bank details/).click();
  await expect(page.getByRole('radio', { name: /New bank details/ })).toBeChecked();
  await page.getByRole('textbox', { name: /^Monthly Payment 1(?! Withdraw)/ }).fill('150.75');
  await page.getByLabel('Financial Institution Name').fill('Vancity Credit Union');
  await page.getByLabel('Financial Institution Address').fill('5590 Kingsway');
  await page.getByRole('textbox', { name: 'City' }).fill('Burnaby');
  await page.getByLabel('Transit Number').fill('00480');
  await page.getByLabel('Institution Number').fill('809');
  await page.getByLabel('Account Number').fill('1234567');
  await page.getByLabel('Account Holder First and Last Name').fill(unit.nameOnTitle);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('155 East 3rd Street');
  await page.getByLabel('Postal Code').fill('V7L 1E6');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Extra Payments' }).click();
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(extra.getByRole('row').filter({ hasText: /\$150\.75 from/ })).toContainText('Temporary');
  // The PAD on file is still the Active one the monthly payments draw on.
  await expect(page.getByText(padGivenTodayStatus('TD Canada Trust'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete PAD' })).toBeVisible();
  const saved = await unitAsAdmin(baseURL, unit.unitId);
  // The unit's one owner is listed once, with the standing (Active) PAD; the Temporary one belongs to the payments.
  const statuses = saved.strataOwners.map((owner) => owner.preAuthorizedDebit?.padStatus);
  expect(statuses).toEqual(['Active']);
});

test('the primary user deletes the PAD after the confirmation', async ({ page, request, baseURL }) => {
  const unit = await createOwnedUnit(request, baseURL);
  await createPad(baseURL, unit);
  await openOwnUnit(page, unit);
  await expect(page.getByText(padGivenTodayStatus('TD Canada Trust'))).toBeVisible();
  await page.getByRole('button', { name: 'Delete PAD' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No PAD', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PAD', exact: true })).toHaveAttribute(
    'href',
    `/strataUnitOwner/pad/create/${unit.ownerId}?unitId=${unit.unitId}`,
  );
  const saved = await unitAsAdmin(baseURL, unit.unitId);
  expect(saved.strataOwners.every((owner) => owner.preAuthorizedDebit === null)).toBe(true);
});

test('the primary user changes the mailing address', async ({ page, request, baseURL }) => {
  const unit = await createOwnedUnit(request, baseURL);
  await openOwnUnit(page, unit);
  await page.getByRole('button', { name: 'Change of Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change of Address' });
  await expect(dialog.getByRole('textbox', { name: /^Name on Title/ })).toHaveValue(unit.nameOnTitle);
  await expect(dialog.getByRole('textbox', { name: /^Name on Title/ })).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Address Line 1').fill('2210 West 41st Avenue');
  await dialog.getByLabel('City').fill('Vancouver');
  await dialog.getByLabel('Postal Code').fill('12345');
  await dialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(dialog.getByText('Invalid postal code')).toBeVisible();
  await dialog.getByLabel('Postal Code').fill('v6m 2a3');
  await dialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: 'Address updated.' })).toBeVisible();
  await expect(page.getByText('2210 West 41st Avenue, Vancouver, BC V6M 2A3, Canada')).toBeVisible();
  const saved = await unitAsAdmin(baseURL, unit.unitId);
  expect(saved.strataOwners.find((owner) => owner.id === unit.ownerId)).toMatchObject({
    addressLine1: '2210 West 41st Avenue',
    city: 'Vancouver',
    postalCode: 'V6M 2A3',
  });
  // The change leaves its dated record in the unit's documents, found on a phone too.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFiledRecord(page, baseURL, unit, 'Change of Address & Contact Details');
});
