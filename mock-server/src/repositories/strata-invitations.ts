// Invitations of owner records (StrataUnitUserInvitation): their contract shape and how they are written, one at a time
// or many at once (the import), each with the digest of its link's hash.
import type { StrataOwnerRole, StrataUnitUserInvitation } from '@portal/sdk/types';
import { eq, type SQL } from 'drizzle-orm';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import type { AppOptions } from '../config.ts';
import { insertStatement } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { strataUnitUserInvitations } from '../db/schema.ts';
import { invitationHash } from '../services/invitation-links.ts';

type InvitationRow = typeof strataUnitUserInvitations.$inferSelect;

export const invitationOut = (
  row: typeof strataUnitUserInvitations.$inferSelect,
): StrataUnitUserInvitation => ({
  id: row.id,
  email: row.email,
  strataUnitId: row.strataUnitId,
  strataRole: row.strataRole as StrataOwnerRole,
  strataOwnerId: row.strataOwnerId,
  userName: row.userName,
  status: row.registeredAt ? 'registered' : 'pending',
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * Inserts an invitation with its secret hash (used inside the caller's transaction). The hash is derived from the
 * id, so the row is written with a random placeholder digest first and given its real digest once the id is known.
 */
export async function insertInvitation(
  db: Db,
  options: AppOptions,
  values: { strataUnitId: number; strataOwnerId: number; email: string; strataRole: number; sent: boolean },
): Promise<{ invitation: InvitationRow; hash: string }> {
  // Whole milliseconds, so the creation time the hash is derived from reads back exactly.
  const createdAt = new Date();
  const [inserted] = await db
    .insert(strataUnitUserInvitations)
    .values({
      strataUnitId: values.strataUnitId,
      strataOwnerId: values.strataOwnerId,
      email: values.email,
      strataRole: values.strataRole,
      hashDigest: secretDigest(newSecret()),
      createdAt,
      sentAt: values.sent ? createdAt : null,
    })
    .returning();
  if (!inserted) throw new Error('The insert returned no invitation');
  const hash = invitationHash(options, inserted);
  const [invitation] = await db
    .update(strataUnitUserInvitations)
    .set({ hashDigest: secretDigest(hash) })
    .where(eq(strataUnitUserInvitations.id, inserted.id))
    .returning();
  if (!invitation) throw new Error('The invitation vanished');
  return { invitation, hash };
}

/** An invitation written in bulk (the import), its id drawn beforehand (`drawIds`). */
export interface NewInvitation {
  id: number;
  strataUnitId: number;
  strataOwnerId: number;
  email: string;
  strataRole: number;
  sent: boolean;
}

/**
 * insertInvitation for many rows as one statement (the import), prepared before its transaction opens: the ids are
 * drawn beforehand, so each link hash (derived from id and creation time) and its digest go in with the row, with no
 * UPDATE after. Returns the statement and each invitation's hash, in the rows' order.
 */
export function invitationsInsert(
  options: AppOptions,
  rows: readonly NewInvitation[],
): { statement: SQL; hashes: string[] } {
  // Whole milliseconds, so the creation time the hash is derived from reads back exactly.
  const createdAt = new Date();
  const hashes = rows.map((r) => invitationHash(options, { id: r.id, createdAt }));
  const statement = insertStatement(
    'strata_unit_user_invitations',
    [
      ['id', 'integer'],
      ['strata_unit_id', 'integer'],
      ['strata_owner_id', 'integer'],
      ['email', 'text'],
      ['strata_role', 'smallint'],
      ['hash_digest', 'text'],
      ['created_at', 'timestamptz'],
      ['sent_at', 'timestamptz'],
    ],
    rows.map((r, index) => ({
      id: r.id,
      strata_unit_id: r.strataUnitId,
      strata_owner_id: r.strataOwnerId,
      email: r.email,
      strata_role: r.strataRole,
      hash_digest: secretDigest(hashes[index] as string),
      created_at: createdAt.toISOString(),
      sent_at: r.sent ? createdAt.toISOString() : null,
    })),
  );
  return { statement, hashes };
}
