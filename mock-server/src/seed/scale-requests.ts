// The large seed's service requests: one per unit of the scaled buildings (10,000 with SEED_SCALE=10000), asked by
// the unit's primary owner over the last 90 days, in every status, category and priority, each with its history
// (created, and the move to where it stands). One statement: the rows are made by PostgreSQL from the units.
import { serviceRequestStatuses } from '@portal/sdk/service-requests';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

const titles = [
  'Water dripping from the bathroom ceiling',
  'Entry fob stopped working',
  'Baseboard heater does not turn on',
  'Noise from the unit above after 11 pm',
  'Parking stall taken by another car',
  'Kitchen light flickers',
  'Balcony door does not lock',
];
const categories = [
  'leakOrWater',
  'entryAndSecurity',
  'heating',
  'noiseOrBylaw',
  'parking',
  'electrical',
  'other',
];
const priorities = ['normal', 'normal', 'low', 'high', 'normal', 'emergency'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Writes the requests of the units whose id is above `unitsBefore` (the scaled ones); answers how many. */
export async function seedScaleRequests(tx: Tx, unitsBefore: number): Promise<number> {
  const result = await tx.execute(sql`
    with u as (
      select su.id as unit_id, su.strata_property_id, su.unit_number, sp.building_name, uu.user_id,
        uu.first_name || ' ' || uu.last_name as requester, row_number() over (order by su.id) as i
      from strata_units su
      join strata_properties sp on sp.id = su.strata_property_id
      join strata_unit_users uu on uu.strata_unit_id = su.id and uu.strata_unit_role = 0
      where su.id > ${unitsBefore}
    ), v as (
      select u.*,
        (${textArray(titles)})[1 + i % ${titles.length}] as title,
        (${textArray(categories)})[1 + i % ${categories.length}] as category,
        (${textArray(serviceRequestStatuses)})[1 + (i / 3) % ${serviceRequestStatuses.length}] as status,
        (${textArray(priorities)})[1 + i % ${priorities.length}] as priority,
        now() - make_interval(mins => (i * 7919 % 129600)::int) as created_at
      from u
    ), r as (
      insert into service_requests (title, description, category, priority, status, side, common_area,
        strata_property_id, strata_unit_id, place_name, requester_id, requester_name, entry_permission,
        created_at, updated_at, due_at, resolved_at)
      select title, title || '. Reported by the owner of unit ' || unit_number || '.', category,
        priority::service_request_priority, status::service_request_status, 'strata', false,
        strata_property_id, unit_id, building_name || ', unit ' || unit_number, user_id, requester, i % 2 = 0,
        created_at, created_at + interval '1 hour',
        created_at + case priority when 'emergency' then interval '4 hours' when 'high' then interval '1 day'
          when 'normal' then interval '3 days' else interval '7 days' end,
        case when status in ('resolved', 'closed') then created_at + interval '1 hour' end
      from v
      returning id, requester_id, requester_name, status, created_at
    ), created as (
      insert into service_request_events (service_request_id, kind, at, actor_id, actor_name, to_status)
      select id, 'created', created_at, requester_id, requester_name, 'new' from r
    ), moved as (
      insert into service_request_events (service_request_id, kind, at, actor_id, actor_name, from_status, to_status)
      select id, 'status', created_at + interval '1 hour', null, 'Strata manager', 'new', status from r
      where status <> 'new'
    )
    select count(*)::int as n from r`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
