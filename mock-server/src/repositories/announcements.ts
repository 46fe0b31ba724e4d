// The SQL of announcements: who is in an audience (set-based, for the notifications and the read receipts), which
// announcements a caller reaches (the `announcement` owner rule and the lists share one condition), and the rows
// mapped to the contract's Announcement.
import type { Announcement, AnnouncementAudience, AnnouncementReads } from '@portal/sdk/types';
import { type SQL, sql } from 'drizzle-orm';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import type { SessionRole } from '../contract.ts';
import type { Db, Tx } from '../db/client.ts';

export type Audience = AnnouncementAudience;

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
// A function, not a constant: owner-rules.ts imports this module back (the `announcement` rule).
const currentRoles = () => sql.raw(currentUnitRoles.join(', '));

/** The audience as stored: its kind and, for one building, the building. */
export function audienceColumns(audience: Audience): { kind: string; strataPropertyId: number | null } {
  if ('strataPropertyId' in audience)
    return { kind: 'strataProperty', strataPropertyId: audience.strataPropertyId };
  if ('allStrataProperties' in audience) return { kind: 'allStrataProperties', strataPropertyId: null };
  return { kind: 'rentalOwners', strataPropertyId: null };
}

/** The side of the company an audience belongs to: an admin posts to the rental owners, a strataAdmin to buildings. */
export const isRentalAudience = (kind: string) => kind === 'rentalOwners';

/**
 * The people of an audience now, as `select user_id` (distinct, active accounts): a building's current unit users of
 * its active units and its building login; every active building's; or every rental owner with an account.
 */
export function audienceMembers(kind: string, strataPropertyId: number | null): SQL {
  if (kind === 'rentalOwners') {
    return sql`select distinct op.user_id from owner_profiles op join users u on u.id = op.user_id
      where not op.archived and not u.archived`;
  }
  const building = kind === 'strataProperty' ? sql`b.id = ${strataPropertyId ?? 0}` : sql`true`;
  return sql`select m.user_id from (
      select uu.user_id from strata_properties b
      join strata_units su on su.strata_property_id = b.id and not su.archived
      join strata_unit_users uu on uu.strata_unit_id = su.id and uu.strata_unit_role in (${currentRoles()})
      where ${building} and not b.archived
      union
      select b.property_admin_id from strata_properties b
      where ${building} and not b.archived and b.property_admin_id is not null
    ) m join users u on u.id = m.user_id where not u.archived`;
}

/**
 * The condition on an announcement row `a` that the caller reaches it: the audience roles an active announcement they
 * are in now; staff those of their side (superAdmin every one).
 */
export function reachable(caller: { id: number; role: SessionRole }): SQL {
  switch (caller.role) {
    case 'superAdmin':
      return sql`true`;
    case 'admin':
      return sql`a.audience = 'rentalOwners'`;
    case 'strataAdmin':
      return sql`a.audience <> 'rentalOwners'`;
    case 'owner':
      return sql`(not a.archived and a.audience = 'rentalOwners')`;
    case 'propertyAdmin':
      return sql`(not a.archived and a.audience <> 'rentalOwners' and exists (
        select 1 from strata_properties b where b.property_admin_id = ${caller.id} and not b.archived
          and (a.audience = 'allStrataProperties' or b.id = a.strata_property_id)))`;
    case 'strataUnitOwner':
      return sql`(not a.archived and a.audience <> 'rentalOwners' and exists (
        select 1 from strata_unit_users uu
        join strata_units su on su.id = uu.strata_unit_id and not su.archived
        join strata_properties b on b.id = su.strata_property_id and not b.archived
        where uu.user_id = ${caller.id} and uu.strata_unit_role in (${currentRoles()})
          and (a.audience = 'allStrataProperties' or b.id = a.strata_property_id)))`;
  }
}

/** Whether the role is one announcements are addressed to (it reads them; staff write them). */
export const isAudienceRole = (role: SessionRole) =>
  role === 'owner' || role === 'propertyAdmin' || role === 'strataUnitOwner';

interface Row {
  id: number;
  title: string;
  body: string;
  audience: string;
  strata_property_id: number | null;
  building_name: string | null;
  pinned: boolean;
  expires_at: Date | string | null;
  statutory: boolean;
  created_at: Date | string;
  author: string | null;
  archived: boolean;
  attachment_name: string | null;
  attachment_size: number | null;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function audienceName(kind: string, buildingName: string | null): string {
  if (kind === 'rentalOwners') return 'Rental owners';
  if (kind === 'allStrataProperties') return 'Every building';
  return buildingName ?? 'A building';
}

function toAnnouncement(row: Row): Announcement {
  const audience: Audience =
    row.audience === 'strataProperty'
      ? { strataPropertyId: row.strata_property_id ?? 0 }
      : row.audience === 'allStrataProperties'
        ? { allStrataProperties: true }
        : { rentalOwners: true };
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience,
    audienceName: audienceName(row.audience, row.building_name),
    pinned: row.pinned,
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
    statutory: row.statutory,
    createdAt: iso(row.created_at),
    author: row.author ?? '',
    archived: row.archived,
    attachment:
      row.attachment_name === null ? null : { fileName: row.attachment_name, size: row.attachment_size ?? 0 },
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}

const selectColumns = sql`a.id, a.title, a.body, a.audience, a.strata_property_id,
  b.building_name, a.pinned, a.expires_at, a.statutory, a.created_at, au.user_name as author, a.archived,
  a.attachment_name, a.attachment_size, r.read_at`;

const joins = (userId: number) => sql`left join strata_properties b on b.id = a.strata_property_id
  left join users au on au.id = a.author_id
  left join announcement_reads r on r.announcement_id = a.id and r.user_id = ${userId}`;

export interface ListPage {
  archived: boolean;
  limit?: number;
  offset: number;
}

/** The caller's announcements: the audience's active, unexpired ones pinned first; staff those of their side. */
function listCondition(caller: { id: number; role: SessionRole }, archived: boolean): SQL {
  if (isAudienceRole(caller.role)) {
    return sql`${reachable(caller)} and (a.expires_at is null or a.expires_at > now())`;
  }
  return sql`${reachable(caller)} and a.archived = ${archived}`;
}

export async function listAnnouncementsOf(
  db: Db,
  caller: { id: number; role: SessionRole },
  page: ListPage,
): Promise<Announcement[]> {
  const order = isAudienceRole(caller.role) ? sql`a.pinned desc, a.id desc` : sql`a.id desc`;
  const rows = rowsOf<Row>(
    await db.execute(sql`select ${selectColumns} from announcements a ${joins(caller.id)}
      where ${listCondition(caller, page.archived)}
      order by ${order}
      ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
  );
  return rows.map(toAnnouncement);
}

export async function countAnnouncementsOf(
  db: Db,
  caller: { id: number; role: SessionRole },
  archived: boolean,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from announcements a where ${listCondition(caller, archived)}`,
    ),
  );
  return row?.n ?? 0;
}

/** One announcement as the caller reads it (their own read mark), or null when there is none with the id. */
export async function findAnnouncement(
  db: Db | Tx,
  id: number,
  userId: number,
): Promise<Announcement | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select ${selectColumns} from announcements a ${joins(userId)} where a.id = ${id}`),
  );
  return row ? toAnnouncement(row) : null;
}

/** Whether the caller reaches the announcement (the `announcement` owner rule). */
export async function announcementReachable(
  db: Db,
  caller: { id: number; role: SessionRole },
  id: number,
): Promise<boolean> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`select 1 from announcements a where a.id = ${id} and ${reachable(caller)} limit 1`),
  );
  return rows.length > 0;
}

/** The stored audience of an announcement (kind and building), or null. */
export async function audienceOf(
  db: Db | Tx,
  id: number,
): Promise<{ kind: string; strataPropertyId: number | null; path: string | null } | null> {
  const [row] = rowsOf<{
    audience: string;
    strata_property_id: number | null;
    attachment_path: string | null;
  }>(
    await db.execute(
      sql`select audience, strata_property_id, attachment_path from announcements where id = ${id}`,
    ),
  );
  return row
    ? { kind: row.audience, strataPropertyId: row.strata_property_id, path: row.attachment_path }
    : null;
}

/** Records the person's first read and marks their notification of the announcement read. */
export async function recordRead(db: Db, id: number, userId: number, link: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into announcement_reads (announcement_id, user_id) values (${id}, ${userId})
      on conflict do nothing`);
    await tx.execute(sql`update notifications set read_at = now()
      where user_id = ${userId} and read_at is null and link = ${link}
        and event in ('announcementPosted', 'statutoryNotice')`);
  });
}

type Reads = AnnouncementReads;

export async function readsOf(db: Db, id: number): Promise<Reads> {
  const audience = await audienceOf(db, id);
  if (!audience) return { read: 0, audience: 0, readers: [] };
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (${audienceMembers(audience.kind, audience.strataPropertyId)}) m`,
    ),
  );
  const readers = rowsOf<{ user_id: number; user_name: string; name: string; read_at: Date | string }>(
    await db.execute(sql`select r.user_id, u.user_name, r.read_at,
        coalesce(
          (select op.name from owner_profiles op where op.user_id = u.id order by op.id limit 1),
          (select uu.first_name || ' ' || uu.last_name from strata_unit_users uu
             where uu.user_id = u.id order by uu.strata_unit_role, uu.strata_unit_id limit 1),
          u.user_name) as name
      from announcement_reads r join users u on u.id = r.user_id
      where r.announcement_id = ${id}
      order by r.read_at, r.user_id`),
  );
  return {
    read: readers.length,
    audience: count?.n ?? 0,
    readers: readers.map((r) => ({
      userId: r.user_id,
      userName: r.user_name,
      name: r.name,
      readAt: iso(r.read_at),
    })),
  };
}
