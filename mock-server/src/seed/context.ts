// What every area of the demo seed shares: the transaction, the password hash, and makers of stored files.
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { StorageArea } from '../storage/file-storage.ts';

export interface SeedContext {
  tx: Tx;
  /** The hash of the demo password, shared by every demo account (argon2 is slow on purpose). */
  passwordHash: string;
  /** A PDF of a few paragraphs, stored in the area. */
  pdf(
    area: StorageArea,
    title: string,
    subtitle: string,
    text: string[],
  ): Promise<{ path: string; size: number; contentType: string }>;
  /** The next building photo, stored with the listing images. */
  image(): Promise<{ originalPath: string; size: number; contentType: string }>;
}

/** Inserts one row into `table` and answers its id. */
export async function insertId<Table extends PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> }>(
  tx: Tx,
  table: Table,
  values: PgInsertValue<Table>,
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error('seed: an insert returned no row');
  return row.id;
}

export const paragraphs = {
  lease: [
    'This residential tenancy agreement is made under the Residential Tenancy Act of British Columbia between the landlord, represented by its property manager, and the tenants named in schedule A.',
    'The tenancy starts on the first day of the month and continues on a month-to-month basis. Rent is due on the first day of each month and includes water and heat.',
    'The security deposit is held in trust and returned within 15 days of the end of the tenancy, less any amounts agreed in writing.',
  ],
  inspection: [
    'Move-in condition inspection completed with the tenant present. Walls, floors and windows are in good condition; minor scuff on the bedroom door noted.',
    'Appliances tested: refrigerator, range, dishwasher, washer and dryer all in working order. Smoke alarms tested and working.',
  ],
  statement: [
    'Statement of rents collected and expenses paid for the period. Gross rent collected, less management fees, repairs and strata fees, was deposited to the owner account on the 15th.',
    'Year-to-date figures and the supporting invoices are available from the property manager on request.',
  ],
  letter: [
    'Thank you for your message about the renewal of the tenancy. The tenants have confirmed they wish to stay for another year.',
    'We recommend a rent increase within the annual limit set by the province and will prepare the notice for your approval.',
  ],
  bylaws: [
    'These bylaws are the consolidated bylaws of the strata corporation as registered at the Land Title Office, including all amendments passed at general meetings.',
    'An owner, tenant, occupant or visitor must not use a strata lot, the common property or common assets in a way that causes a nuisance or hazard to another person.',
  ],
  minutes: [
    'The annual general meeting was called to order at 7:00 pm with quorum present in person and by proxy.',
    'The 2027 operating budget was approved as presented. The council for the coming year was elected by acclamation.',
  ],
  notice: [
    'Please be advised that the domestic water supply will be shut off on the date above between 9:00 am and 1:00 pm for scheduled valve replacement.',
    'Please store water in advance and keep taps closed. We apologize for the inconvenience.',
  ],
};
