// Strata agents (strata spec 2, 4, 5, 8): list, add, edit, archive with confirmation, restore, delete; axe on every
// agent screen; the add flow once by keyboard only.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { confirmation } from './support/confirm.ts';
import { tabTo } from './support/keyboard.ts';
import { narrowTable, rowsWith } from './support/tableSearch.ts';
import { uniqueSuffix } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

/** A name no other test uses, so parallel runs on the shared server do not meet. */
function uniqueAgent(tag: string) {
  const stamp = uniqueSuffix();
  return { name: `Agent ${tag} ${stamp}`, email: `agent.${tag}.${stamp}@example.ca` };
}

async function addAgent(page: Page, name: string, email: string) {
  await page.goto('/strataAdmin/agent/add');
  const submit = page.getByRole('button', { name: 'Create Agent' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone' }).fill('6045550188');
  await page.getByRole('textbox', { name: 'Phone' }).blur();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('604-555-0188');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  // Opened straight (not from the dashboard): back to the agent list, its parent; the toast says it was created.
  await expect(page).toHaveURL('/strataAdmin/agent/list');
  await expect(page.getByRole('alertdialog', { name: `Agent ${name} created.` })).toBeVisible();
}

test('an agent goes through add, edit, archive, restore and delete', async ({ page }) => {
  // A long flow with axe on three screens.
  test.slow();
  const agent = uniqueAgent('cycle');
  await addAgent(page, agent.name, agent.email);

  await page.goto('/strataAdmin/agent/list');
  const table = page.getByRole('grid', { name: 'Strata Agents' });
  // Other tests add agents as they run: past a page of them, the agent is found through the table's filter.
  await narrowTable(page, table, 'Filter strata agents', agent.email);
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: `Edit ${agent.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Agent' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(agent.email);
  await expectNoAxeViolations(page);
  const renamed = `${agent.name} Jr`;
  await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL('/strataAdmin/agent/list');
  await expect(page.getByRole('alertdialog', { name: `Agent ${renamed} saved.` })).toBeVisible();
  await narrowTable(page, table, 'Filter strata agents', agent.email);
  await expect(table.getByRole('gridcell', { name: renamed, exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Archive ${renamed}` }).click();
  const archiveDialog = confirmation(page);
  await expect(archiveDialog).toHaveAccessibleName(`Archive ${renamed}`);
  await expect(archiveDialog).toContainText(
    'Are you sure you want to archive this?They are taken off every building they manage.',
  );
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(rowsWith(table, agent.email)).toHaveCount(0);

  await page.getByRole('link', { name: 'View Archives' }).click();
  await expect(page).toHaveURL('/strataAdmin/agent/archived');
  const archived = page.getByRole('grid', { name: 'Archived Strata Agents' });
  await narrowTable(page, archived, 'Filter archived strata agents', agent.email);
  await archived.getByRole('button', { name: `Restore ${renamed}` }).click();
  await confirmation(page).getByRole('button', { name: 'Restore' }).click();
  await expect(rowsWith(archived, agent.email)).toHaveCount(0);

  // Delete needs an archived agent: archive it again from the list.
  await page.getByRole('link', { name: 'View Agents' }).click();
  await narrowTable(page, table, 'Filter strata agents', agent.email);
  await table.getByRole('button', { name: `Archive ${renamed}` }).click();
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(rowsWith(table, agent.email)).toHaveCount(0);
  await page.goto('/strataAdmin/agent/archived');
  await narrowTable(page, archived, 'Filter archived strata agents', agent.email);
  await archived.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This cannot be undone.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowsWith(archived, agent.email)).toHaveCount(0);
});

test('a second agent with the same email is refused with the spec message', async ({ page }) => {
  const agent = uniqueAgent('dup');
  await addAgent(page, agent.name, agent.email);
  await page.goto('/strataAdmin/agent/add');
  await page.getByRole('textbox', { name: 'Name' }).fill(`${agent.name} again`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('604-555-0111');
  await page.getByRole('textbox', { name: 'Email' }).fill(agent.email.toUpperCase());
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page.getByText('Error creating new agent. Agent may already exist.')).toBeVisible();
  await expect(page).toHaveURL('/strataAdmin/agent/add');
  await expectNoAxeViolations(page);
});

test('an agent is added by keyboard only', async ({ page }) => {
  const agent = uniqueAgent('keys');
  await page.goto('/strataAdmin/agent/add');
  await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type(agent.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('6045550199');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('604-555-0199');
  await page.keyboard.type(agent.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Agent' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/strataAdmin/agent/list');
  await narrowTable(
    page,
    page.getByRole('grid', { name: 'Strata Agents' }),
    'Filter strata agents',
    agent.email,
  );
});

for (const start of [
  { page: '/strataAdmin/agent/list', link: 'Add Agents', back: 'Back To Agents' },
  { page: '/strataAdmin/dashboard', link: 'Add Agent', back: 'Back To Dashboard' },
]) {
  test(`Add Agent opened from ${start.page} leads back there, by its back link and after saving`, async ({
    page,
  }) => {
    const agent = uniqueAgent('back');
    await page.goto(start.page);
    await page.getByRole('link', { name: start.link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Agent' })).toBeVisible();
    await page.getByRole('link', { name: start.back }).click();
    await expect(page).toHaveURL(start.page);

    await page.getByRole('link', { name: start.link, exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(agent.name);
    await page.getByRole('textbox', { name: 'Phone' }).fill('604-555-0177');
    await page.getByRole('textbox', { name: 'Email' }).fill(agent.email);
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await expect(page).toHaveURL(start.page);
    await expect(page.getByRole('alertdialog', { name: `Agent ${agent.name} created.` })).toBeVisible();
  });
}
