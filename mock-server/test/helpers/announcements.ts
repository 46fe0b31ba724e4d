// The announcement tests' calls, on a test file's app: the mails and unread notifications of a demo account, its
// announcements list, and posting an announcement as an account.
import { sql } from 'drizzle-orm';
import type { DemoAccount } from '../../src/seed.ts';
import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

export function announcementCalls(t: TestApp, sdk: Sdk) {
  const db = () => t.app.services.db;

  async function mailsTo(account: DemoAccount) {
    const [row] = (
      (await db().execute(sql`select email from users where user_name = ${account}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows;
    return t.app.services.mail.list({ to: row?.email });
  }

  async function notificationsOf(account: DemoAccount) {
    return ok((await sdk.as(account)).GET('/notifications', { params: { query: { unread: true } } }));
  }

  async function listOf(account: DemoAccount) {
    return ok((await sdk.as(account)).GET('/announcements'));
  }

  async function post(
    account: DemoAccount,
    body: {
      title: string;
      body?: string;
      audience: { strataPropertyId: number } | { allStrataProperties: true } | { rentalOwners: true };
      pinned?: boolean;
      expiresAt?: string | null;
      statutory?: boolean;
    },
  ) {
    return (await sdk.as(account)).POST('/announcements', {
      body: { body: '<p>Text</p>', ...body },
    });
  }

  return { mailsTo, notificationsOf, listOf, post };
}
