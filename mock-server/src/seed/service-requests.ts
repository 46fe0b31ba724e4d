// Demo service requests: one in every status, on units, common property and rental properties, with comments (an
// internal note among them), photos and a "Me too" follower, so every screen and every role has something to show.
import type { Tx } from '../db/client.ts';
import { rentalPlace, strataPlace } from '../repositories/service-request-access.ts';
import { addFollower, insertAttachment, insertComment } from '../repositories/service-request-activity.ts';
import {
  type Actor,
  displayName,
  insertServiceRequest,
  moveStatus,
  type NewRequest,
} from '../repositories/service-requests.ts';
import type { HolidayCalendar } from '../services/holidays.ts';
import { dueAt } from '../services/service-request-rules.ts';
import type { StoredFile } from '../storage/file-storage.ts';

type Status = Parameters<typeof moveStatus>[2]['to'];

export interface ServiceRequestSeedInput {
  users: {
    unitowner: number;
    unitowner2: number;
    owner: number;
    owner2: number;
    strataadmin: number;
    admin: number;
    EPS5678: number;
  };
  units: { bcs101: number; bcs102: number; eps305: number };
  buildings: { bcs: number; eps: number };
  properties: { owner: number; owner2: number };
  /** Stores a small photo; its key and size. */
  photo: () => Promise<StoredFile>;
  /** The company's time zone and holidays, which set the requests' business days. */
  timeZone: string;
  holidays: HolidayCalendar;
}

const hour = 3_600_000;

export async function seedServiceRequests(tx: Tx, input: ServiceRequestSeedInput) {
  const now = Date.now();
  const actors = new Map<number, Actor & { id: number }>();
  const actor = async (id: number) => {
    const known = actors.get(id);
    if (known) return known;
    const made = { id, name: await displayName(tx, id) };
    actors.set(id, made);
    return made;
  };
  const ago = (hours: number) => new Date(now - hours * hour);

  async function request(
    requesterId: number,
    fields: Omit<NewRequest, 'createdAt' | 'dueAt'>,
    createdHoursAgo: number,
    moves: [Status, number, string | null][],
  ): Promise<number> {
    const createdAt = ago(createdHoursAgo);
    const id = await insertServiceRequest(tx, await actor(requesterId), {
      ...fields,
      createdAt,
      dueAt: dueAt(createdAt, fields.priority, input.timeZone, input.holidays),
    });
    let from: Status = 'new';
    for (const [to, hoursAgo, note] of moves) {
      const staff = await actor(fields.side === 'strata' ? input.users.strataadmin : input.users.admin);
      await moveStatus(tx, id, { from, to, actor: staff, note, at: ago(hoursAgo) });
      from = to;
    }
    return id;
  }
  const photo = async (id: number, by: number, fileName: string, hoursAgo: number) => {
    const stored = await input.photo();
    const attached = await insertAttachment(tx, id, {
      actor: await actor(by),
      fileName,
      contentType: 'image/png',
      size: stored.size,
      path: stored.key,
      at: ago(hoursAgo),
    });
    return attached.id;
  };
  const unit = (id: number, buildingId: number, placeName: string) => strataPlace(buildingId, id, placeName);
  const common = (buildingId: number, placeName: string) => strataPlace(buildingId, null, placeName);
  const { users, units, buildings, properties } = input;

  const bcs101 = await request(
    users.unitowner,
    {
      ...unit(units.bcs101, buildings.bcs, 'Bayshore Commons, unit 101'),
      title: 'Water stain spreading on the bathroom ceiling',
      description:
        'A brown stain about 30 cm wide appeared over the bathtub after the rain last night and it is growing.',
      category: 'leakOrWater',
      priority: 'high',
      entryPermission: true,
    },
    30,
    [
      ['acknowledged', 28, 'Plumber asked to check the unit above first.'],
      ['inProgress', 20, null],
    ],
  );
  const bcs101Photo = await photo(bcs101, users.unitowner, 'ceiling-stain.png', 29);
  await insertComment(tx, bcs101, {
    actor: await actor(users.strataadmin),
    fromStaff: true,
    text: 'The plumber will come on Thursday between 9 and 11 am. We have sent the 48 hours’ notice.',
    internal: false,
    at: ago(19),
  });
  await insertComment(tx, bcs101, {
    actor: await actor(users.strataadmin),
    fromStaff: true,
    text: 'Likely the shower pan of unit 201; check the insurance deductible with council.',
    internal: true,
    at: ago(18),
  });

  const bcsCommon = await request(
    users.unitowner,
    {
      ...common(buildings.bcs, 'Bayshore Commons, common property'),
      title: 'Elevator B stuck on the 3rd floor',
      description: 'The east elevator has stopped between floors since this morning; the display shows E-12.',
      category: 'elevator',
      priority: 'emergency',
      entryPermission: false,
    },
    6,
    [['acknowledged', 5, 'Elevator company called; technician on the way.']],
  );
  await addFollower(tx, bcsCommon, await actor(users.unitowner2), ago(4));

  const bcs102 = await request(
    users.strataadmin,
    {
      ...unit(units.bcs102, buildings.bcs, 'Bayshore Commons, unit 102'),
      title: 'Entry fob does not open the lobby door',
      description: 'Reported by phone: the fob opens the garage but not the lobby door.',
      category: 'entryAndSecurity',
      priority: 'normal',
      entryPermission: false,
    },
    2,
    [],
  );

  const eps305 = await request(
    users.unitowner2,
    {
      ...unit(units.eps305, buildings.eps, 'Edmonds Park Square, unit 305'),
      title: 'Baseboard heater in the bedroom stays cold',
      description: 'The bedroom heater does not warm up at any setting; the living room one works.',
      category: 'heating',
      priority: 'normal',
      entryPermission: true,
    },
    120,
    [
      ['acknowledged', 100, null],
      ['inProgress', 90, null],
      ['waitingOnRequester', 70, 'Please tell us two times this week when the electrician may come in.'],
    ],
  );
  const eps305Photo = await photo(eps305, users.unitowner2, 'heater-thermostat.png', 119);

  const epsCommon = await request(
    users.EPS5678,
    {
      ...common(buildings.eps, 'Edmonds Park Square, common property'),
      title: 'Parking gate remote needs a new battery',
      description: 'The visitor parking gate opens only at the second or third press.',
      category: 'parking',
      priority: 'low',
      entryPermission: false,
    },
    200,
    [
      ['acknowledged', 190, null],
      ['inProgress', 150, null],
      ['resolved', 72, 'Battery replaced and the gate tested.'],
    ],
  );

  const bcs101Closed = await request(
    users.unitowner,
    {
      ...unit(units.bcs101, buildings.bcs, 'Bayshore Commons, unit 101'),
      title: 'Loud music from the unit above after 11 pm',
      description: 'Several nights last week, music until past midnight.',
      category: 'noiseOrBylaw',
      priority: 'low',
      entryPermission: false,
    },
    900,
    [
      ['acknowledged', 880, null],
      ['inProgress', 860, 'Bylaw letter sent to the unit above.'],
      ['resolved', 500, 'No further complaints for two weeks.'],
      ['closed', 160, 'Closed 14 days after it was resolved.'],
    ],
  );

  const ownerRental = await request(
    users.owner,
    {
      ...rentalPlace(properties.owner, '1255 Harwood Street, Vancouver, BC V6E 1S5 (RM0011)'),
      title: 'Dishwasher leaking onto the kitchen floor',
      description: 'The tenants report water under the dishwasher after each cycle.',
      category: 'appliances',
      priority: 'normal',
      entryPermission: true,
    },
    10,
    [],
  );
  const ownerRentalPhoto = await photo(ownerRental, users.owner, 'dishwasher.png', 10);

  const owner2Rental = await request(
    users.owner2,
    {
      ...rentalPlace(properties.owner2, '6088 Willingdon Avenue, Burnaby, BC V5H 4V1 (RM0021)'),
      title: 'Mice in the garage',
      description: 'Droppings found along the garage wall; the tenants saw a mouse twice.',
      category: 'pests',
      priority: 'high',
      entryPermission: true,
    },
    26,
    [['acknowledged', 24, 'Pest control booked.']],
  );
  const owner2RentalPhoto = await photo(owner2Rental, users.owner2, 'garage-wall.png', 26);

  return {
    serviceRequests: {
      bcs101,
      bcsCommon,
      bcs102,
      eps305,
      epsCommon,
      bcs101Closed,
      ownerRental,
      owner2Rental,
    },
    serviceRequestAttachments: {
      bcs101: bcs101Photo,
      eps305: eps305Photo,
      ownerRental: ownerRentalPhoto,
      owner2Rental: owner2RentalPhoto,
    },
  };
}
