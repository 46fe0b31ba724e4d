// Notification preferences written in bulk, and the one-click unsubscribe link of an account that no longer exists.
import { notificationMessages as messages } from '@portal/sdk/notifications';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema.ts';
import { unsubscribeToken } from '../src/notifications/unsubscribe.ts';
import { setFrequencies } from '../src/repositories/notifications.ts';
import { expectFailure, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

describe('setFrequencies', () => {
  it("moves every changed event's waiting notifications to its new digest, or out of the queue, in one statement", async () => {
    const userId = t.seed.users.owner;
    const waiting = (event: string, digest: string) => ({
      userId,
      event,
      title: `Waiting ${event}`,
      body: 'Bulk test',
      link: '/owner/dashboard',
      digest,
    });
    const rows = await db()
      .insert(notifications)
      .values([
        waiting('documentPosted', 'daily'),
        waiting('buildingDocumentPosted', 'daily'),
        waiting('unitDocumentPosted', 'weekly'),
      ])
      .returning({ id: notifications.id, event: notifications.event });
    await db().transaction((tx) =>
      setFrequencies(tx, userId, [
        { event: 'documentPosted', frequency: 'weekly' },
        { event: 'buildingDocumentPosted', frequency: 'off' },
      ]),
    );
    const after = await db()
      .select({ event: notifications.event, digest: notifications.digest })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.body, 'Bulk test')));
    expect(Object.fromEntries(after.map((r) => [r.event, r.digest]))).toEqual({
      documentPosted: 'weekly',
      buildingDocumentPosted: null,
      unitDocumentPosted: 'weekly',
    });
    expect(rows).toHaveLength(3);
  });
});

describe('one-click unsubscribe of an account that no longer exists', () => {
  it('answers 400 with the plain message, not 500', async () => {
    // A link this server signed, for an account id no row has (an account removed since the mail went out).
    const [last] = await db().select({ id: users.id }).from(users).orderBy(desc(users.id)).limit(1);
    const token = unsubscribeToken(t.app.services.options, (last?.id ?? 0) + 1000, 'documentPosted');
    await expectFailure(
      sdk.anonymous().POST('/notifications/unsubscribe', { params: { query: { token } } }),
      400,
      messages.badUnsubscribeLink,
    );
  });
});
