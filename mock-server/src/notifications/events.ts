// Who hears of what: each event's recipients and the page each one is sent to, read from the database in the
// transaction of the change, then handed to notify(). The recipients' portal area follows their role (a super
// administrator reads a strata item in the strata administration, a rental one in the rental).
import { type ServiceRequestStatus, serviceRequestStatusLabels } from '@portal/sdk/service-requests';
import { type SQL, sql } from 'drizzle-orm';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import type { AppOptions } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import type { RoleName } from '../db/schema.ts';
import { notify, type Recipient } from './notify.ts';

type Side = 'rental' | 'strata';

/** The portal area a role reads an item of this side in. */
export function areaOf(role: RoleName, side: Side): string {
  switch (role) {
    case 'Administrator':
      return 'admin';
    case 'Super Administrator':
      return side === 'strata' ? 'strataAdmin' : 'admin';
    case 'Owner':
      return 'owner';
    case 'Strata Administrator':
      return 'strataAdmin';
    case 'Strata Owner':
      return 'propertyAdmin';
    case 'Strata Unit Owner':
      return 'strataUnitOwner';
  }
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
const currentRoles = sql.raw(currentUnitRoles.join(', '));

/** A rental document got its first file: its owner (or its property's owners) hears of it once. */
export async function documentPosted(
  tx: Db | Tx,
  options: AppOptions,
  documentId: number,
  actorId: number,
): Promise<number> {
  const rows = rowsOf<{
    user_id: number;
    property_id: number | null;
    file_name: string;
    place: string | null;
  }>(
    await tx.execute(sql`
      select distinct op.user_id, d.property_id, d.file_name,
        coalesce(p.address, op.name) as place
      from documents d
      left join properties p on p.id = d.property_id
      join owner_profiles op on op.id = d.owner_id or op.id = p.owner_id or op.id = p.secondary_owner_id
      where d.id = ${documentId} and not op.archived`),
  );
  const [first] = rows;
  if (!first) return 0;
  return notify(tx, options, {
    event: 'documentPosted',
    title: `New document: ${first.file_name}`,
    body: first.property_id !== null ? `Filed for ${first.place}.` : 'Filed for you.',
    actorId,
    recipients: rows.map((r) => ({
      userId: r.user_id,
      link: r.property_id !== null ? `/owner/property/${r.property_id}` : '/owner/dashboard',
    })),
  });
}

/** A building document got its first file: the building's current unit users hear of it. */
export async function buildingDocumentPosted(
  tx: Db | Tx,
  options: AppOptions,
  documentId: number,
  actorId: number,
): Promise<number> {
  const rows = rowsOf<{ user_id: number; building_id: number; title: string; building: string }>(
    await tx.execute(sql`
      select distinct uu.user_id, b.id as building_id, d.title, b.building_name as building
      from strata_documents d
      join strata_properties b on b.id = d.strata_property_id and not b.archived
      join strata_units u on u.strata_property_id = b.id and not u.archived
      join strata_unit_users uu on uu.strata_unit_id = u.id and uu.strata_unit_role in (${currentRoles})
      where d.id = ${documentId} and not d.archived`),
  );
  const [first] = rows;
  if (!first) return 0;
  return notify(tx, options, {
    event: 'buildingDocumentPosted',
    title: `New building document: ${first.title}`,
    body: `Filed for ${first.building}.`,
    actorId,
    recipients: rows.map((r) => ({
      userId: r.user_id,
      link: `/strataUnitOwner/strataProperty/${r.building_id}`,
    })),
  });
}

/** A unit document got its first file: the unit's primary owner hears of it. */
export async function unitDocumentPosted(
  tx: Db | Tx,
  options: AppOptions,
  documentId: number,
  actorId: number,
): Promise<number> {
  const rows = rowsOf<{ user_id: number; unit_id: number; title: string; unit: string; building: string }>(
    await tx.execute(sql`
      select uu.user_id, u.id as unit_id, d.title, u.unit_number as unit, b.building_name as building
      from strata_unit_documents d
      join strata_units u on u.id = d.strata_unit_id and not u.archived
      join strata_properties b on b.id = u.strata_property_id and not b.archived
      join strata_unit_users uu on uu.strata_unit_id = u.id and uu.strata_unit_role = 0
      where d.id = ${documentId} and not d.archived`),
  );
  const [first] = rows;
  if (!first) return 0;
  return notify(tx, options, {
    event: 'unitDocumentPosted',
    title: `New document for unit ${first.unit}: ${first.title}`,
    body: `Filed for unit ${first.unit}, ${first.building}.`,
    actorId,
    recipients: rows.map((r) => ({ userId: r.user_id, link: `/strataUnitOwner/strataUnit/${r.unit_id}` })),
  });
}

export interface RequestUpdate {
  requestId: number;
  actorId: number;
  kind: 'status' | 'comment';
  /** For a status change: the move. */
  from?: ServiceRequestStatus;
  to?: ServiceRequestStatus;
  /** For a comment: its text. */
  text?: string;
}

/** A request moved or got a public comment: its requester and followers hear of it (the actor excepted). */
export async function serviceRequestUpdated(
  tx: Db | Tx,
  options: AppOptions,
  update: RequestUpdate,
): Promise<number> {
  const rows = rowsOf<{ user_id: number; role_name: RoleName; side: Side; title: string; actor: string }>(
    await tx.execute(sql`
      select u.id as user_id, u.role_name, r.side, r.title,
        (select user_name from users where id = ${update.actorId}) as actor
      from service_requests r
      join users u on u.id = r.requester_id
        or u.id in (select f.user_id from service_request_followers f where f.service_request_id = r.id)
      where r.id = ${update.requestId}`),
  );
  const [first] = rows;
  if (!first) return 0;
  const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  const body =
    update.kind === 'status' && update.from && update.to
      ? `${serviceRequestStatusLabels[update.from]} → ${serviceRequestStatusLabels[update.to]}`
      : `New comment: ${excerpt(update.text ?? '')}`;
  const recipients: Recipient[] = rows.map((r) => ({
    userId: r.user_id,
    link: `/${areaOf(r.role_name, r.side)}/requests/${update.requestId}`,
  }));
  return notify(tx, options, {
    event: 'serviceRequestUpdated',
    title: `Request #${update.requestId} updated: ${first.title}`,
    body,
    actorId: update.actorId,
    recipients,
  });
}

/** Plain text of sanitised rich text, for a notification's body and its mail: tags out, the common entities read. */
export function plainText(html: string, max = 2000): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * An announcement was posted: everyone in its audience hears of it (a statutory one as the locked statutoryNotice),
 * each linked to it in their own area. Set-based: the audience is a query the notification statement reads.
 */
export async function announcementPosted(
  tx: Db | Tx,
  options: AppOptions,
  announcement: { id: number; title: string; body: string; statutory: boolean; audienceName: string },
  members: SQL,
  actorId: number,
): Promise<number> {
  const recipients = sql`select m.user_id,
      case u.role_name when 'Owner' then '/owner' when 'Strata Owner' then '/propertyAdmin'
        else '/strataUnitOwner' end || ${`/announcements/${announcement.id}`} as link
    from (${members}) m join users u on u.id = m.user_id`;
  return notify(tx, options, {
    event: announcement.statutory ? 'statutoryNotice' : 'announcementPosted',
    title: `${announcement.statutory ? 'Notice' : 'Announcement'}: ${announcement.title}`,
    body: `${announcement.audienceName}: ${plainText(announcement.body, 1900)}`,
    actorId,
    recipients,
  });
}
