// Deliverability (tag notifications): the people whose address a mail server refused for good, per side and building,
// with the server's answer. The outbox worker (mail/mailer.ts) records a refusal and skips later mails to the address.
import { type SQL, sql } from 'drizzle-orm';
import { currentUnitRoles } from '../auth/owner-rules.ts';
import { defineHandlers } from '../http/handlers.ts';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

interface Row {
  user_id: number;
  user_name: string;
  name: string;
  email: string;
  role_name: string;
  place: string;
  reason: string;
  bounced_at: Date | string;
}

/** Which accounts a side (and a building) lists. */
function sideCondition(side: 'rental' | 'strata' | 'both', strataPropertyId: number | undefined): SQL {
  if (side === 'both') return sql`u.role_name in ('Owner', 'Strata Owner', 'Strata Unit Owner')`;
  if (side === 'rental') return sql`u.role_name = 'Owner'`;
  if (strataPropertyId === undefined) return sql`u.role_name in ('Strata Owner', 'Strata Unit Owner')`;
  return sql`(exists (select 1 from strata_unit_users uu join strata_units su on su.id = uu.strata_unit_id
      where uu.user_id = u.id and su.strata_property_id = ${strataPropertyId}
        and uu.strata_unit_role in (${sql.raw(currentUnitRoles.join(', '))}))
    or exists (select 1 from strata_properties b where b.id = ${strataPropertyId} and b.property_admin_id = u.id))`;
}

export const handlers = defineHandlers({
  async listMailBounces({ db, query, reply, user }) {
    // Without a side: the caller's own (superAdmin both); x-allowed holds admin and strataAdmin to theirs.
    const side =
      query.side ?? (user.role === 'admin' ? 'rental' : user.role === 'strataAdmin' ? 'strata' : 'both');
    const building = query.strataPropertyId === undefined ? undefined : Number(query.strataPropertyId);
    const where = sql`not u.archived and ${sideCondition(side, side === 'strata' ? building : undefined)}`;
    const from = sql`from mail_bounces mb join users u on u.normalized_email = upper(mb.address)`;
    if (query.limit !== undefined) {
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n ${from} where ${where}`),
      );
      reply.header('X-Total-Count', String(count?.n ?? 0));
    }
    const rows = rowsOf<Row>(
      await db.execute(sql`select u.id as user_id, u.user_name, u.email, u.role_name::text as role_name,
          mb.reason, mb.bounced_at,
          coalesce(
            (select op.name from owner_profiles op where op.user_id = u.id order by op.id limit 1),
            (select uu.first_name || ' ' || uu.last_name from strata_unit_users uu
               where uu.user_id = u.id order by uu.strata_unit_role, uu.strata_unit_id limit 1),
            u.user_name) as name,
          coalesce(
            (select string_agg(distinct b.building_name || ', unit ' || su.unit_number, '; ')
               from strata_unit_users uu join strata_units su on su.id = uu.strata_unit_id
               join strata_properties b on b.id = su.strata_property_id
               where uu.user_id = u.id and uu.strata_unit_role in (${sql.raw(currentUnitRoles.join(', '))})),
            (select b.building_name || ' (Strata Owner login)' from strata_properties b
               where b.property_admin_id = u.id limit 1),
            case when u.role_name = 'Owner' then 'Rental owner' else '' end) as place
        ${from} where ${where}
        order by mb.bounced_at desc, u.id
        ${query.limit === undefined ? sql`` : sql`limit ${query.limit}`} offset ${query.offset ?? 0}`),
    );
    return rows.map((row) => ({
      userId: row.user_id,
      userName: row.user_name,
      name: row.name,
      email: row.email,
      role: row.role_name,
      place: row.place,
      reason: row.reason,
      bouncedAt: new Date(row.bounced_at).toISOString(),
    }));
  },
});
