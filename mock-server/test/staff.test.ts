// Onsite building staff (tag staff) through the generated SDK: the building's staff per role, adding staff with
// weekly hours and per-day times, and deleting staff.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataPropertyStaff } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const staffOf = (buildingId: number) =>
  db().select().from(strataPropertyStaff).where(eq(strataPropertyStaff.strataPropertyId, buildingId));

const weekdays =
  '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,off,off';

describe('listStrataPropertyStaff', () => {
  it("lists a building's staff by position then name, with each day's times, to admins, its login and its unit owners", async () => {
    const bcs = t.seed.strataProperties.bcs;
    for (const account of ['strataadmin', 'BCS1234', 'unitowner'] as const) {
      const staff = await ok(
        (await sdk.as(account)).GET('/strataPropertyStaff/property/{id}', { params: { path: { id: bcs } } }),
      );
      expect(staff.map((s) => [s.position, s.name])).toEqual([
        ['Building Manager', 'Greg Patterson'],
        ['Concierge', 'Ana Ramos'],
      ]);
      expect(staff[0]).toMatchObject({
        id: t.seed.staff.bcsManager,
        strataPropertyId: bcs,
        phone: '604-555-0150',
        hours: weekdays,
        startTimeMonday: '9:00 am',
        endTimeMonday: '5:00 pm',
        startTimeSaturday: null,
        endTimeSaturday: null,
        startTimeSunday: null,
        endTimeSunday: null,
      });
      expect(staff[1]).toMatchObject({ startTimeSaturday: '10:00 am', endTimeSaturday: '4:00 pm' });
    }
  });

  it("answers 404 for another building's login, a unit owner of no unit there, and an unknown building", async () => {
    const bcs = t.seed.strataProperties.bcs;
    const eps = t.seed.strataProperties.eps;
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataPropertyStaff/property/{id}', { params: { path: { id: bcs } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).GET('/strataPropertyStaff/property/{id}', {
        params: { path: { id: eps } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataPropertyStaff/property/{id}', {
        params: { path: { id: 999999 } },
      }),
      404,
    );
    await expectFailure(
      sdk.anonymous().GET('/strataPropertyStaff/property/{id}', { params: { path: { id: bcs } } }),
      401,
    );
  });
});

describe('createStrataPropertyStaff', () => {
  it('adds staff with hours agreeing with the per-day times, stored in one spelling', async () => {
    const admin = await sdk.as('strataadmin');
    const lms = t.seed.strataProperties.lms;
    const created = await ok(
      admin.POST('/strataPropertyStaff', {
        body: {
          strataPropertyId: lms,
          position: 'Concierge',
          name: 'Samir Haddad',
          phone: '(778) 555 0175',
          email: 'samir.haddad@example.ca',
          hours: '07:00 am - 3:00 pm, off,off,off,off,10:00 am - 2:00 pm,off',
          startTimeMonday: '07:00 am',
          endTimeMonday: '3:00 pm',
          startTimeSaturday: '10:00 am',
          endTimeSaturday: '2:00 pm',
          startTimeSunday: null,
        },
      }),
    );
    expect(created).toMatchObject({
      strataPropertyId: lms,
      position: 'Concierge',
      phone: '778-555-0175',
      hours: '7:00 am - 3:00 pm,off,off,off,off,10:00 am - 2:00 pm,off',
      startTimeMonday: '7:00 am',
      endTimeMonday: '3:00 pm',
      startTimeTuesday: null,
      startTimeSaturday: '10:00 am',
    });
    const listed = await ok(
      admin.GET('/strataPropertyStaff/property/{id}', { params: { path: { id: lms } } }),
    );
    expect(listed).toContainEqual(created);

    const hoursOnly = await ok(
      admin.POST('/strataPropertyStaff', {
        body: {
          strataPropertyId: lms,
          position: 'Building Manager',
          name: 'Wen Li',
          phone: '604-555-0176',
          email: 'wen.li@example.ca',
          hours: weekdays,
        },
      }),
    );
    expect(hoursOnly).toMatchObject({
      startTimeFriday: '9:00 am',
      endTimeFriday: '5:00 pm',
      endTimeSunday: null,
    });
    const order = await ok(
      admin.GET('/strataPropertyStaff/property/{id}', { params: { path: { id: lms } } }),
    );
    expect(order.map((s) => s.name)).toEqual(['Wen Li', 'Samir Haddad']);
  });

  it('answers 400 for an end time without a start, times that disagree with hours, or bad hours; 404 for an unknown building', async () => {
    const admin = await sdk.as('strataadmin');
    const eps = t.seed.strataProperties.eps;
    const before = (await staffOf(eps)).length;
    const body = {
      strataPropertyId: eps,
      position: 'Cleaner' as const,
      name: 'Rosa Diaz',
      phone: '604-555-0190',
      email: 'rosa.diaz@example.ca',
      hours: 'off,off,off,off,off,off,off',
    };
    const noStart = await expectFailure(
      admin.POST('/strataPropertyStaff', { body: { ...body, endTimeTuesday: '5:00 pm' } }),
      400,
      'Tuesday: an end time needs a start time.',
    );
    expect(noStart.field).toBe('startTimeTuesday');
    await expectFailure(
      admin.POST('/strataPropertyStaff', { body: { ...body, startTimeWednesday: '9:00 am' } }),
      400,
      'Wednesday: a start time needs an end time.',
    );
    const disagree = await expectFailure(
      admin.POST('/strataPropertyStaff', {
        body: { ...body, startTimeMonday: '9:00 am', endTimeMonday: '5:00 pm' },
      }),
      400,
      'hours does not match the times of Monday (9:00 am - 5:00 pm).',
    );
    expect(disagree.field).toBe('hours');
    const badHours = await expectFailure(
      admin.POST('/strataPropertyStaff', { body: { ...body, hours: 'off,off,off' } }),
      400,
    );
    expect(badHours.field).toBe('hours');
    await expectFailure(
      admin.POST('/strataPropertyStaff', { body: { ...body, strataPropertyId: 999999 } }),
      404,
    );
    expect((await staffOf(eps)).length).toBe(before);
    await expectFailure((await sdk.as('EPS5678')).POST('/strataPropertyStaff', { body }), 403);
  });

  it('answers 400 naming the day when an end time is not after its start time, in hours or in the per-day times', async () => {
    const admin = await sdk.as('strataadmin');
    const eps = t.seed.strataProperties.eps;
    const before = (await staffOf(eps)).length;
    const body = {
      strataPropertyId: eps,
      position: 'Concierge' as const,
      name: 'Noah Park',
      phone: '604-555-0191',
      email: 'noah.park@example.ca',
      hours: 'off,5:00 pm - 9:00 am,off,off,off,off,off',
    };
    const inHours = await expectFailure(
      admin.POST('/strataPropertyStaff', { body }),
      400,
      'Tuesday: the end time must be after the start time, unless the shift ends the next day.',
    );
    expect(inHours.field).toBe('hours');
    const inTimes = await expectFailure(
      admin.POST('/strataPropertyStaff', {
        body: { ...body, startTimeTuesday: '5:00 pm', endTimeTuesday: '9:00 am' },
      }),
      400,
      'Tuesday: the end time must be after the start time, unless the shift ends the next day.',
    );
    expect(inTimes.field).toBe('endTimeTuesday');
    await expectFailure(
      admin.POST('/strataPropertyStaff', {
        body: { ...body, hours: 'off,off,off,off,12:00 pm - 12:00 pm,off,off' },
      }),
      400,
      'Friday: the end time must be after the start time, unless the shift ends the next day.',
    );
    expect((await staffOf(eps)).length).toBe(before);
  });
});

describe('overnight shifts', () => {
  const nightWatch = (strataPropertyId: number) => ({
    strataPropertyId,
    position: 'Concierge' as const,
    name: 'Ines Moreau',
    phone: '604-555-0193',
    email: 'ines.moreau@example.ca',
    hours: '10:00 pm - 6:00 am,off,off,off,off,off,off',
  });

  it('stores a shift that ends the next day when asked for, and answers the days', async () => {
    const admin = await sdk.as('strataadmin');
    const added = await ok(
      admin.POST('/strataPropertyStaff', {
        body: { ...nightWatch(t.seed.strataProperties.eps), overnightDays: ['Monday'] },
      }),
    );
    expect(added).toMatchObject({
      hours: '10:00 pm - 6:00 am,off,off,off,off,off,off',
      overnightDays: ['Monday'],
    });
    const [row] = await db().select().from(strataPropertyStaff).where(eq(strataPropertyStaff.id, added.id));
    expect(row?.overnightDays).toEqual(['Monday']);
  });

  it('answers 400 for an overnight day that is off or ends at its start', async () => {
    const admin = await sdk.as('strataadmin');
    const body = nightWatch(t.seed.strataProperties.eps);
    await expectFailure(
      admin.POST('/strataPropertyStaff', { body: { ...body, overnightDays: ['Monday', 'Sunday'] } }),
      400,
      'Sunday: a day off cannot end the next day.',
    );
    await expectFailure(
      admin.POST('/strataPropertyStaff', {
        body: { ...body, hours: '10:00 pm - 10:00 pm,off,off,off,off,off,off', overnightDays: ['Monday'] },
      }),
      400,
      'Monday: a shift that ends the next day cannot end at its start time.',
    );
  });
});

describe('updateStrataPropertyStaff', () => {
  const bcsManager = () => ({
    strataPropertyId: t.seed.strataProperties.bcs,
    position: 'Building Manager' as const,
    name: 'Greg Patterson',
    phone: '604-555-0150',
    email: 'greg.patterson@example.ca',
  });

  it("replaces a staff member's fields and hours in place", async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.staff.bcsManager;
    const updated = await ok(
      admin.PUT('/strataPropertyStaff/{id}', {
        params: { path: { id } },
        body: {
          ...bcsManager(),
          hours: '8:00 am - 4:00 pm,off,off,off,off,off,11:00 pm - 7:00 am',
          overnightDays: ['Sunday'],
        },
      }),
    );
    expect(updated).toMatchObject({
      id,
      startTimeMonday: '8:00 am',
      endTimeMonday: '4:00 pm',
      startTimeTuesday: null,
      overnightDays: ['Sunday'],
    });
    const listed = await ok(
      admin.GET('/strataPropertyStaff/property/{id}', {
        params: { path: { id: t.seed.strataProperties.bcs } },
      }),
    );
    expect(listed.find((member) => member.id === id)?.hours).toBe(
      '8:00 am - 4:00 pm,off,off,off,off,off,11:00 pm - 7:00 am',
    );
  });

  it('keeps the rules of Add Staff and the building, and answers 404 and 403', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.staff.bcsManager;
    const before = await db().select().from(strataPropertyStaff).where(eq(strataPropertyStaff.id, id));
    await expectFailure(
      admin.PUT('/strataPropertyStaff/{id}', {
        params: { path: { id } },
        body: { ...bcsManager(), hours: '9:00 am - 8:00 am,off,off,off,off,off,off' },
      }),
      400,
      'Monday: the end time must be after the start time, unless the shift ends the next day.',
    );
    await expectFailure(
      admin.PUT('/strataPropertyStaff/{id}', {
        params: { path: { id } },
        body: { ...bcsManager(), strataPropertyId: t.seed.strataProperties.eps, hours: weekdays },
      }),
      400,
      'A staff member stays in their building.',
    );
    await expectFailure(
      admin.PUT('/strataPropertyStaff/{id}', {
        params: { path: { id: 999999 } },
        body: { ...bcsManager(), hours: weekdays },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).PUT('/strataPropertyStaff/{id}', {
        params: { path: { id } },
        body: { ...bcsManager(), hours: weekdays },
      }),
      403,
    );
    expect(await db().select().from(strataPropertyStaff).where(eq(strataPropertyStaff.id, id))).toEqual(
      before,
    );
  });
});

describe('deleteStrataPropertyStaff', () => {
  it('deletes a staff member outright', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.staff.epsSupervisor;
    const { response } = await admin.DELETE('/strataPropertyStaff/delete/{id}', { params: { path: { id } } });
    expect(response.status).toBe(204);
    expect(await db().select().from(strataPropertyStaff).where(eq(strataPropertyStaff.id, id))).toEqual([]);
  });

  it('answers 404 for a staff member that does not exist and 403 for unit owners', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.DELETE('/strataPropertyStaff/delete/{id}', {
        params: { path: { id: t.seed.staff.epsSupervisor } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).DELETE('/strataPropertyStaff/delete/{id}', {
        params: { path: { id: t.seed.staff.bcsManager } },
      }),
      403,
    );
    expect(
      await db()
        .select()
        .from(strataPropertyStaff)
        .where(eq(strataPropertyStaff.id, t.seed.staff.bcsManager)),
    ).toHaveLength(1);
  });
});
