// The demo's notifications: each demo account has one unread and (the people with records) one read, as if the
// seeded documents and requests had been filed while they were away. Written directly: the seed sends no mail.

import type { Tx } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

interface Ids {
  users: Record<string, number>;
  properties: { owner: number; owner2: number };
  buildings: { bcs: number; eps: number };
  units: { bcs101: number; eps305: number };
  requests: {
    bcs101: number;
    bcsCommon: number;
    epsCommon: number;
    ownerRental: number;
    owner2Rental: number;
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** An update of a request as the seed words it, opened from the account's area (`admin`, `strataAdmin`, …). */
const requestUpdated = (account: string, area: string, requestId: number, body: string) => ({
  account,
  event: 'serviceRequestUpdated',
  title: `Request #${requestId} updated`,
  body,
  link: `/${area}/requests/${requestId}`,
});

/** The seeded notifications' ids by account (the authorization matrix reads each account's own). */
export async function seedNotifications(tx: Tx, ids: Ids): Promise<Record<string, number>> {
  const { users, properties, buildings, units, requests } = ids;
  const rows = [
    {
      account: 'owner',
      event: 'documentPosted',
      title: 'New document: Lease-Agreement-RM0023.pdf',
      body: 'Filed for one of your properties.',
      link: `/owner/property/${properties.owner}`,
    },
    {
      account: 'owner2',
      event: 'serviceRequestUpdated',
      title: `Request #${requests.owner2Rental} updated: Mice in the garage`,
      body: 'New → Acknowledged',
      link: `/owner/requests/${requests.owner2Rental}`,
    },
    {
      account: 'unitowner',
      event: 'buildingDocumentPosted',
      title: 'New building document: Bylaws',
      body: 'Filed for Bayshore Commons.',
      link: `/strataUnitOwner/strataProperty/${buildings.bcs}`,
    },
    {
      account: 'unitowner2',
      event: 'unitDocumentPosted',
      title: 'New document for unit 305',
      body: 'Filed for unit 305, Edmonds Park Square.',
      link: `/strataUnitOwner/strataUnit/${units.eps305}`,
    },
    requestUpdated('BCS1234', 'propertyAdmin', requests.bcsCommon, 'New comment from the strata manager.'),
    requestUpdated('EPS5678', 'propertyAdmin', requests.epsCommon, 'New comment from the strata manager.'),
    requestUpdated('strataadmin', 'strataAdmin', requests.bcs101, 'The resident added a comment.'),
    requestUpdated('admin', 'admin', requests.ownerRental, 'The owner added a comment.'),
    requestUpdated('superadmin', 'admin', requests.ownerRental, 'The owner added a comment.'),
  ];
  const inserted = await tx
    .insert(notifications)
    .values(
      rows.map((row, i) => {
        const userId = users[row.account];
        if (userId === undefined) throw new Error(`seed: no demo account ${row.account}`);
        const { account: _account, ...fields } = row;
        return { ...fields, userId, createdAt: hoursAgo(30 - i) };
      }),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  const byUser = new Map(inserted.map((row) => [row.userId, row.id]));
  return Object.fromEntries(rows.map((row) => [row.account, byUser.get(users[row.account] ?? 0) ?? 0]));
}
