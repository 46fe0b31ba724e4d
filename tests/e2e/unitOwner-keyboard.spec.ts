// The unit owner's payment flow by keyboard only (every flow once by keyboard): from the unit page, the PAD
// form, then the monthly payment form, on a unit and owner of its own.
import { expect, test } from '@playwright/test';
import { tabTo, typeInto } from './support/keyboard.ts';
import { signInThroughForm } from './support/signIn.ts';
import { createOwnedUnit, padGivenTodayStatus, testBank } from './support/unitOwnerRecords.ts';

test('a PAD, then a monthly payment, by keyboard only', async ({ page, request, baseURL }) => {
  test.slow();
  const unit = await createOwnedUnit(request, baseURL);
  await signInThroughForm(page, { username: unit.username, portal: 'strata' }, unit.password);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await page.goto(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${unit.unitNumber}` })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'PAD', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/strataUnitOwner/pad/create/${unit.ownerId}?unitId=${unit.unitId}`);
  const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await typeInto(page, textbox('Financial Institution Name'), testBank.financialInstitutionName);
  await typeInto(page, textbox('Financial Institution Address'), testBank.financialInstitutionAddress, 3);
  await typeInto(page, textbox('City'), testBank.financialInstitutionCity, 3);
  // Province stays BC (the select's default); Tab passes it.
  await typeInto(page, textbox('Transit Number'), testBank.bankTransitNumber, 4);
  await typeInto(page, textbox('Institution Number'), testBank.institutionNumber, 3);
  await typeInto(page, textbox('Account Number'), testBank.accountNumber, 3);
  await typeInto(
    page,
    textbox('Account Holder First and Last Name'),
    testBank.accountHolderFirstAndLastName,
    3,
  );
  await typeInto(page, textbox('Address'), testBank.address, 3);
  await typeInto(page, textbox('Postal Code'), testBank.postalCode, 3);
  await tabTo(page, page.getByRole('checkbox', { name: /I authorize/ }), 4);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit PAD' }), 2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByText(padGivenTodayStatus('TD Canada Trust'))).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Monthly Payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/strataUnitOwner/monthlyPayment/strataUnit/${unit.unitId}`);
  await typeInto(page, textbox('Strata Fees'), '385.40');
  await typeInto(page, textbox('Parking Fees'), '20', 3);
  await expect(textbox('Total Fees')).toHaveValue('405.40');
  await tabTo(page, page.getByRole('button', { name: 'Create Monthly Payment' }), 12);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/strataUnitOwner/strataUnit/${unit.unitId}`);
  await expect(page.getByText('$405.40')).toBeVisible();
});
