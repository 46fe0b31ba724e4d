// Onsite building staff (tag: staff).

import type { StrataPropertyStaff } from '@portal/sdk/types';
import { asc, eq, sql } from 'drizzle-orm';
import { strataPropertyStaff } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { unitOwnerSeesBuilding } from '../repositories/strata-buildings.ts';
import { type BodyOf, findBuildingState, formatPhone, idOf, tidy } from './strata-records.ts';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof days)[number];
type StaffInput = BodyOf<'createStrataPropertyStaff'>;
type StaffRow = typeof strataPropertyStaff.$inferSelect;
type DayTimes = Record<`startTime${Day}` | `endTime${Day}`, string | null>;

/** "09:00 AM" → "9:00 am": the one spelling hours are stored in. */
function canonicalTime(value: string): string {
  const match = /^0?(\d{1,2}):(\d{2})\s*([ap]m)$/i.exec(trimSpace(value));
  return match ? `${match[1]}:${match[2]} ${match[3]?.toLowerCase()}` : trimSpace(value);
}

/** One day of `hours` as start and end times; null for off. */
function parseEntry(entry: string): { start: string; end: string } | null {
  const [start, end] = entry.split(' - ');
  if (entry.trim() === 'off' || !start || !end) return null;
  return { start: canonicalTime(start), end: canonicalTime(end) };
}

const entryText = (shift: { start: string; end: string } | null) =>
  shift ? `${shift.start} - ${shift.end}` : 'off';

/** Minutes after midnight of "9:00 am" (12 am is midnight, 12 pm noon); null for anything else. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([ap]m)$/i.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (match[3]?.toLowerCase() === 'pm' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/**
 * A shift ends after it starts on the same day, or, when it ends the next day (overnight), at any other time than
 * its start.
 */
function endsAfterStart(shift: { start: string; end: string }, overnight: boolean): boolean {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  return start === null || end === null || (overnight ? end !== start : end > start);
}

const endBeforeStart = (day: Day, overnight: boolean) =>
  overnight
    ? `${day}: a shift that ends the next day cannot end at its start time.`
    : `${day}: the end time must be after the start time, unless the shift ends the next day.`;

/** The days whose shift ends the next day, in week order; each must be a working day of `hours`. */
function overnightDaysOf(input: StaffInput, hours: string): Day[] {
  const sent = input.overnightDays ?? [];
  const entries = hours.split(',');
  for (const day of sent) {
    if (entries[days.indexOf(day)] === 'off') {
      throw badRequest(`${day}: a day off cannot end the next day.`, 'overnightDays');
    }
  }
  return days.filter((day) => sent.includes(day));
}

/** The hours and overnight days to store, both checked. */
function staffHours(input: StaffInput): { hours: string; overnightDays: Day[] } {
  const hours = weeklyHours(input);
  return { hours, overnightDays: overnightDaysOf(input, hours) };
}

/**
 * The hours to store, from the form: the seven entries of `hours`, and, when any day's times are sent, those times,
 * which must agree with `hours` (a day left out is off). An end without a start, or a start without an end, is 400.
 */
function weeklyHours(input: StaffInput): string {
  const overnight = (day: Day) => input.overnightDays?.includes(day) === true;
  const entries = input.hours.split(',').map((e) => parseEntry(e.trim()));
  const sentTimes = days.some(
    (day) => input[`startTime${day}`] !== undefined || input[`endTime${day}`] !== undefined,
  );
  if (sentTimes) {
    days.forEach((day, i) => {
      const start = input[`startTime${day}`]?.trim() || null;
      const end = input[`endTime${day}`]?.trim() || null;
      if (end && !start) throw badRequest(`${day}: an end time needs a start time.`, `startTime${day}`);
      if (start && !end) throw badRequest(`${day}: a start time needs an end time.`, `endTime${day}`);
      const shift = start && end ? { start: canonicalTime(start), end: canonicalTime(end) } : null;
      if (shift && !endsAfterStart(shift, overnight(day))) {
        throw badRequest(endBeforeStart(day, overnight(day)), `endTime${day}`);
      }
      if (entryText(shift) !== entryText(entries[i] ?? null)) {
        throw badRequest(`hours does not match the times of ${day} (${entryText(shift)}).`, 'hours');
      }
    });
  }
  days.forEach((day, i) => {
    const shift = entries[i];
    if (shift && !endsAfterStart(shift, overnight(day))) {
      throw badRequest(endBeforeStart(day, overnight(day)), 'hours');
    }
  });
  return entries.map(entryText).join(',');
}

function staffOut(row: StaffRow): StrataPropertyStaff {
  const entries = row.hours.split(',').map((e) => parseEntry(e.trim()));
  const times = Object.fromEntries(
    days.flatMap((day, i) => [
      [`startTime${day}`, entries[i]?.start ?? null],
      [`endTime${day}`, entries[i]?.end ?? null],
    ]),
  ) as DayTimes;
  return {
    id: row.id,
    strataPropertyId: row.strataPropertyId,
    position: row.position,
    name: row.name,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    ...times,
    overnightDays: days.filter((day) => row.overnightDays.includes(day)),
  };
}

export const handlers = defineHandlers({
  async listStrataPropertyStaff({ params, db, user }) {
    const buildingId = idOf(params.id);
    const building = await findBuildingState(db, buildingId);
    if (!building) throw notFound();
    // x-owner let the building's login or a unit owner of it through; archived buildings and units are hidden.
    if ((user.role === 'propertyAdmin' || user.role === 'strataUnitOwner') && building.archived)
      throw notFound();
    if (user.role === 'strataUnitOwner' && !(await unitOwnerSeesBuilding(db, user.id, buildingId))) {
      throw notFound();
    }
    const rows = await db
      .select()
      .from(strataPropertyStaff)
      .where(eq(strataPropertyStaff.strataPropertyId, buildingId))
      // The position enum is declared in the display order (Building Manager … Cleaner).
      .orderBy(
        asc(strataPropertyStaff.position),
        sql`lower(${strataPropertyStaff.name})`,
        asc(strataPropertyStaff.id),
      );
    return rows.map(staffOut);
  },

  async createStrataPropertyStaff({ body, db, reply }) {
    const input = body;
    const { hours, overnightDays } = staffHours(input);
    if (!(await findBuildingState(db, input.strataPropertyId))) throw notFound('Strata property not found.');
    const [row] = await db
      .insert(strataPropertyStaff)
      .values({
        strataPropertyId: input.strataPropertyId,
        position: input.position,
        name: tidy(input.name),
        phone: formatPhone(input.phone),
        email: trimSpace(input.email),
        hours,
        overnightDays,
      })
      .returning();
    if (!row) throw new Error('The insert returned no staff member');
    reply.code(201);
    return staffOut(row);
  },

  async updateStrataPropertyStaff({ params, body, db }) {
    const id = idOf(params.id);
    const { hours, overnightDays } = staffHours(body);
    const [current] = await db
      .select({ strataPropertyId: strataPropertyStaff.strataPropertyId })
      .from(strataPropertyStaff)
      .where(eq(strataPropertyStaff.id, id));
    if (!current) throw notFound();
    if (current.strataPropertyId !== body.strataPropertyId) {
      throw badRequest('A staff member stays in their building.', 'strataPropertyId');
    }
    const [row] = await db
      .update(strataPropertyStaff)
      .set({
        position: body.position,
        name: tidy(body.name),
        phone: formatPhone(body.phone),
        email: trimSpace(body.email),
        hours,
        overnightDays,
      })
      .where(eq(strataPropertyStaff.id, id))
      .returning();
    if (!row) throw notFound();
    return staffOut(row);
  },

  async deleteStrataPropertyStaff({ params, db }) {
    const deleted = await db
      .delete(strataPropertyStaff)
      .where(eq(strataPropertyStaff.id, idOf(params.id)))
      .returning({ id: strataPropertyStaff.id });
    if (deleted.length === 0) throw notFound();
  },
});
