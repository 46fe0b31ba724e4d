// Steps many forms share: typing a set of fields, and the new-password forms' rule that both entries match.
import { expect, type Locator, type Page } from '@playwright/test';

/** The text field whose accessible name starts with `name` (a required field's name ends with its asterisk). */
export const fieldStartingWith = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types each value into the field of `scope` named by its key (the name's start), in order. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await fieldStartingWith(scope, name).fill(value);
}

/** Types two different passwords into a new-password form, submits it with `submit` and sees the rule's message. */
export async function submitMismatchedPasswords(page: Page, submit: string) {
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('abd');
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText('passwords must match')).toBeVisible();
}
