// What the rental property tests share: the body of a new property (every field, a fresh RM number each time) and
// creating one as admin.
import type { PropertyInput } from '@portal/sdk/types';
import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

const amenities = {
  pool: false,
  hottub: false,
  gym: false,
  entertainmentRoom: false,
  laundry: false,
  centralHeating: false,
  view: false,
  airConditioning: false,
  homeTheater: false,
  balcony: false,
  storage: false,
  garage: false,
  yard: false,
  electricWaterHeater: false,
  deck: false,
  oceanView: false,
};

/** New properties on a test file's app. */
export function propertyInputs(t: TestApp, sdk: Sdk) {
  let serial = 0;
  function propertyInput(overrides: Partial<PropertyInput> = {}): PropertyInput {
    serial++;
    return {
      ownerId: t.seed.ownerProfiles.owner,
      rmNumber: `RM09${String(serial).padStart(2, '0')}`,
      contractType: 'RM',
      address: '4567 Kingsway, Burnaby, BC V5H 2E2',
      street: '4567 Kingsway',
      suite: '1203',
      city: 'Burnaby',
      province: 'BC',
      postal: 'v5h 2e2',
      countryId: 1,
      bedroom: 2,
      den: 0,
      bathroom: 1,
      halfWashroom: 0,
      moveInFee: 250.5,
      moveOutFee: 0,
      moveInDeposit: 0,
      parking: 'P1-45, P1-46',
      parkingAvailable: true,
      numberOfParkingSpots: 2,
      latitude: 49.2276,
      longitude: -123.0012,
      ...amenities,
      gym: true,
      ...overrides,
    };
  }

  async function createProperty(overrides: Partial<PropertyInput> = {}) {
    return ok((await sdk.as('admin')).POST('/property', { body: propertyInput(overrides) }));
  }

  return { propertyInput, createProperty };
}
