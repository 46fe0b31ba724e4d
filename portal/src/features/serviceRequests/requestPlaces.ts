// The places a person may ask about, by area: a unit owner's current units and their buildings' common property,
// a building login's common property, a rental owner's properties.
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { failLoadWith } from '../shared/failures.ts';
import { requestQueries } from './queries.ts';
import type { RequestPlace } from './requestForm.ts';
import type { RequesterArea } from './requestText.ts';

/** Current users (primary, secondary, tenant) may ask; past owners and tenants may not. */
const currentRoles: readonly number[] = [0, 1, 3];

const placesFailure = 'Could not load the places you can ask about.';

/** The loader's share of the new request page. */
export function loadRequestPlaces(queryClient: QueryClient, area: RequesterArea, userId: number) {
  const failed = failLoadWith(placesFailure);
  switch (area) {
    case 'strataUnitOwner':
      return Promise.all([
        queryClient.ensureQueryData(requestQueries.unitsOfUnitUser(userId)),
        queryClient.ensureQueryData(requestQueries.buildingsOfUnitUser(userId)),
      ]).catch(failed);
    case 'propertyAdmin':
      return queryClient.ensureQueryData(requestQueries.buildingOfPropertyAdmin(userId)).catch(failed);
    case 'owner':
      return queryClient.ensureQueryData(requestQueries.propertiesOfOwner(userId)).catch(failed);
  }
}

const common = (id: number, buildingName: string): RequestPlace => ({
  key: `common:${id}`,
  label: `${buildingName}, common property`,
  side: 'strata',
  commonBuildingId: id,
});

function useUnitOwnerPlaces(userId: number): RequestPlace[] {
  const { data: units } = useSuspenseQuery(requestQueries.unitsOfUnitUser(userId));
  const { data: buildings } = useSuspenseQuery(requestQueries.buildingsOfUnitUser(userId));
  return [
    ...units
      .filter((unit) => currentRoles.includes(unit.strataUnitRole))
      .map(
        (unit): RequestPlace => ({
          key: `unit:${unit.strataUnitId}`,
          label: `${unit.buildingName}, unit ${unit.unitNumber}`,
          side: 'strata',
        }),
      ),
    ...buildings.map((building) => common(building.id, building.buildingName)),
  ];
}

function useBuildingLoginPlaces(userId: number): RequestPlace[] {
  const { data: building } = useSuspenseQuery(requestQueries.buildingOfPropertyAdmin(userId));
  return [common(building.id, building.buildingName)];
}

function useOwnerPlaces(userId: number): RequestPlace[] {
  const { data: properties } = useSuspenseQuery(requestQueries.propertiesOfOwner(userId));
  return properties.map((property) => ({
    key: `property:${property.id}`,
    label: property.address,
    side: 'rental',
  }));
}

const placesOf = {
  strataUnitOwner: useUnitOwnerPlaces,
  propertyAdmin: useBuildingLoginPlaces,
  owner: useOwnerPlaces,
} as const;

/** The places of the signed-in person's area (the area never changes on a page, so the hooks keep their order). */
export function useRequestPlaces(area: RequesterArea, userId: number): RequestPlace[] {
  return placesOf[area](userId);
}
