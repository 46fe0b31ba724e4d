// The rental side of the demo data (src/seed.ts): properties and their listings.
import { folders, listingImages, listings, properties } from '../db/schema.ts';
import type { SeedResult } from '../seed.ts';
import { insertId, type SeedContext } from './context.ts';

/** The owners' properties (one archived), their listings with photos, and a folder. */
export async function seedRentalProperties(ctx: SeedContext, profiles: SeedResult['ownerProfiles']) {
  const { tx, image } = ctx;
  const property = (values: typeof properties.$inferInsert) => insertId(tx, properties, values);
  const common = {
    province: 'BC',
    countryId: 1,
    taxPaidBy: 'Owner',
    strataPaidBy: 'Owner',
    insurancePaidBy: 'Tenant',
  };
  const propertyIds = {
    owner: [
      await property({
        ...common,
        ownerId: profiles.owner,
        rmNumber: 'RM0011',
        contractType: 'RM',
        address: '1255 Harwood Street, Vancouver, BC V6E 1S5',
        street: '1255 Harwood Street',
        suite: '804',
        city: 'Vancouver',
        postal: 'V6E 1S5',
        areaId: 1,
        sqft: 720,
        bedroom: 1,
        den: 1,
        bathroom: 1,
        moveInFee: 200,
        moveOutFee: 200,
        moveInDeposit: 1275,
        strataPlan: 'VR1872',
        strataCompany: 'West End Strata Services Ltd.',
        strataAgent: 'Colleen Murray',
        strataPhone: '604-555-0190',
        strataEmail: 'cmurray@westendstrata.example.ca',
        strataAddress: '1030 Denman Street, Vancouver, BC V6G 2M6',
        locker: 'L-27',
        intercom: '804',
        parking: 'P2-14',
        parkingAvailable: true,
        numberOfParkingSpots: 1,
        longitude: -123.1362,
        latitude: 49.2829,
        gym: true,
        laundry: true,
        view: true,
        balcony: true,
        storage: true,
        oceanView: true,
      }),
      await property({
        ...common,
        ownerId: profiles.owner,
        rmNumber: 'RM0012',
        contractType: 'RM',
        address: '3338 Findlay Street, Vancouver, BC V5N 4E7',
        street: '3338 Findlay Street',
        city: 'Vancouver',
        postal: 'V5N 4E7',
        areaId: 1,
        sqft: 1860,
        bedroom: 3,
        bathroom: 2,
        halfWashroom: 1,
        insurancePaidBy: 'Owner',
        strataPaidBy: null,
        parking: 'Garage',
        parkingAvailable: true,
        numberOfParkingSpots: 2,
        longitude: -123.0701,
        latitude: 49.2553,
        laundry: true,
        centralHeating: true,
        garage: true,
        yard: true,
        deck: true,
      }),
    ] as [number, number],
    owner2: [
      await property({
        ...common,
        ownerId: profiles.owner2,
        rmNumber: 'RM0021',
        contractType: 'RM',
        address: '6088 Willingdon Avenue, Burnaby, BC V5H 4V1',
        street: '6088 Willingdon Avenue',
        suite: '1502',
        city: 'Burnaby',
        postal: 'V5H 4V1',
        areaId: 2,
        sqft: 865,
        bedroom: 2,
        bathroom: 2,
        moveInFee: 250,
        moveOutFee: 250,
        moveInDeposit: 1350,
        strataPlan: 'BCS3310',
        strataCompany: 'Kingsway Strata Management Ltd.',
        strataAgent: 'Priya Dhillon',
        strataPhone: '604-555-0147',
        strataEmail: 'pdhillon@kingswaystrata.example.ca',
        locker: 'L-112',
        intercom: '1502',
        parking: 'P1-45',
        parkingAvailable: true,
        numberOfParkingSpots: 1,
        longitude: -123.0016,
        latitude: 49.2277,
        pool: true,
        hottub: true,
        gym: true,
        entertainmentRoom: true,
        laundry: true,
        airConditioning: true,
        balcony: true,
        view: true,
      }),
      await property({
        ...common,
        ownerId: profiles.owner2,
        rmNumber: 'LU0021',
        contractType: 'LU',
        address: '8111 Saba Road, Richmond, BC V6Y 4B7',
        street: '8111 Saba Road',
        suite: '307',
        city: 'Richmond',
        postal: 'V6Y 4B7',
        areaId: 3,
        sqft: 610,
        bedroom: 0,
        bathroom: 1,
        longitude: -123.1352,
        latitude: 49.1699,
        laundry: true,
        electricWaterHeater: true,
      }),
    ] as [number, number],
    archived: await property({
      ...common,
      ownerId: profiles.archived,
      rmNumber: 'RM0031',
      contractType: 'RM',
      address: '1320 Esquimalt Avenue, West Vancouver, BC V7T 1L1',
      street: '1320 Esquimalt Avenue',
      suite: '401',
      city: 'West Vancouver',
      postal: 'V7T 1L1',
      sqft: 980,
      bedroom: 2,
      bathroom: 2,
      archived: true,
      archivedWithOwner: true,
      oceanView: true,
      view: true,
    }),
  };

  const listing = async (values: typeof listings.$inferInsert, images: number) => {
    const id = await insertId(tx, listings, values);
    const imageIds: number[] = [];
    for (let sort = 0; sort < images; sort++) {
      const file = await image();
      imageIds.push(
        await insertId(tx, listingImages, {
          listingId: id,
          ...file,
          fileName: `photo-${sort + 1}.png`,
          sort,
        }),
      );
    }
    return { id, imageIds };
  };
  // One row per listing, inserted in this order: [property, description, text, price, deposit, photos, flags].
  type Flags = Partial<
    Record<
      | 'furnished'
      | 'moveInFee'
      | 'moveInDeposit'
      | 'moveOutFee'
      | 'numberOfParkingSpots'
      | 'available'
      | 'recentlyRented'
      | 'archived'
      | 'archivedWithProperty',
      boolean
    >
  >;
  // biome-ignore format: one line per listing reads as a table
  const rows: [number, string, string, number, number, number, Flags][] = [
    [propertyIds.owner[0], 'West End one bedroom and den with ocean views', '<p>Bright corner suite steps from English Bay and Denman Street. In-suite laundry, one parking stall and a storage locker.</p>', 2550, 1275, 3, { furnished: false, moveInFee: true, moveInDeposit: true, numberOfParkingSpots: true }],
    [propertyIds.owner[1], 'Family house near Trout Lake, three bedrooms', '<p>Renovated character house with a fenced yard, double garage and a large deck. Close to schools and the SkyTrain.</p>', 4200, 2100, 2, { numberOfParkingSpots: true }],
    [propertyIds.owner[0], 'West End one bedroom (2025 listing)', '<p>Rented in 2025.</p>', 2395, 1197.5, 1, { available: false, recentlyRented: true, archived: true }],
    [propertyIds.owner2[0], 'Metrotown two bedroom, two bath with amenities', '<p>High floor suite with a pool, hot tub and gym in the building. Walk to Metrotown and the Expo Line.</p>', 2900, 1450, 2, { furnished: true, moveInFee: true, moveOutFee: true }],
    [propertyIds.owner2[1], 'Richmond Centre studio', '<p>Efficient studio near Richmond Centre and the Canada Line.</p>', 1650.5, 825.25, 1, { available: false, recentlyRented: true }],
    [propertyIds.archived, 'Ambleside two bedroom with ocean view', '<p>Archived with its property.</p>', 3300, 1650, 1, { archived: true, archivedWithProperty: true }],
  ];
  const made: { id: number; imageIds: number[] }[] = [];
  for (const [propertyId, description, text, price, deposit, photos, flags] of rows) {
    made.push(await listing({ propertyId, description, text, price, deposit, ...flags }, photos));
  }
  const [harwood, findlay, archivedOfOwner, willingdon, saba, ofArchivedProperty] = made as [
    (typeof made)[number],
    (typeof made)[number],
    (typeof made)[number],
    (typeof made)[number],
    (typeof made)[number],
    (typeof made)[number],
  ];

  await tx.insert(folders).values({ name: 'Insurance', propertyId: propertyIds.owner[0] });
  return {
    propertyIds,
    listings: {
      owner: [harwood.id, findlay.id],
      owner2: [willingdon.id, saba.id],
      archivedOfOwner: archivedOfOwner.id,
      ofArchivedProperty: ofArchivedProperty.id,
    } satisfies SeedResult['listings'],
    listingImages: {
      owner: [...harwood.imageIds, ...findlay.imageIds],
      owner2: [...willingdon.imageIds, ...saba.imageIds],
    } satisfies SeedResult['listingImages'],
  };
}
