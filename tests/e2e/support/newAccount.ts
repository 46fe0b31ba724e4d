import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts.ts';
import { uniqueSuffix } from './unique.ts';

/**
 * A strata unit owner login of its own (`prefix`.unique suffix), made through the API as superadmin: for tests that
 * end sessions or turn on a second factor, which would disturb the demo accounts the other specs share.
 */
export async function newAccount(page: Page, prefix: string) {
  const admin = await page.request.post('/api/auth', {
    data: { username: 'superadmin', password: demoPassword, portal: 'strata' },
  });
  const { token } = (await admin.json()) as { token: string };
  const userName = `${prefix}.${uniqueSuffix()}`;
  const created = await page.request.post('/api/user?role=Strata%20Unit%20Owner', {
    headers: { authorization: `Bearer ${token}` },
    data: { userName, email: `${userName}@example.ca`, password: demoPassword, portal: 'strata' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { username: userName, portal: 'strata' as const, email: `${userName}@example.ca` };
}
