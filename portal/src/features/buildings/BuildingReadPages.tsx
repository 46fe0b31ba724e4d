// The read-only building pages (strata spec 2 and 6): the property admin's dashboard and a unit owner's building.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackLink } from '../shared/backLinks.ts';
import { buildingQueries } from './api.ts';
import { PropertyAdminDashboardView } from './PropertyAdminDashboardView.tsx';
import { StrataPropertyView } from './StrataPropertyView.tsx';

/** A building's staff, documents and their categories, as the loader read them. */
function useBuildingLists(id: number) {
  const { data: staff } = useSuspenseQuery(buildingQueries.staff(id));
  const { data: documents } = useSuspenseQuery(buildingQueries.documents(id));
  const { data: categories } = useSuspenseQuery(buildingQueries.categories(id));
  return { staff, documents, categories };
}

/** /propertyAdmin/dashboard: the building of the signed-in property admin. */
export function PropertyAdminDashboardPage({ userId }: { userId: number }) {
  const { data: property } = useSuspenseQuery(buildingQueries.ofPropertyAdmin(userId));
  const lists = useBuildingLists(property.id);
  return <PropertyAdminDashboardView property={property} {...lists} />;
}

/** /strataUnitOwner/strataProperty/{id}: a building where the signed-in user has a unit, with their units in it. */
export function UnitOwnerBuildingPage({ id, userId }: { id: number; userId: number }) {
  const { data: property } = useSuspenseQuery(buildingQueries.one(id));
  const lists = useBuildingLists(id);
  const { data: units } = useSuspenseQuery(buildingQueries.unitsOfUnitUser(userId));
  const unitsHere = units.filter((unit) => unit.strataPropertyId === id);
  // Opened from one of the user's unit pages, it leads back there; else to the dashboard.
  const backLink = useBackLink(
    unitsHere.map((unit) => ({
      label: `Back To Unit ${unit.unitNumber}`,
      href: `/strataUnitOwner/strataUnit/${unit.strataUnitId}` as const,
    })),
    { label: 'Back To Dashboard', href: '/strataUnitOwner/dashboard' },
  );
  return (
    <StrataPropertyView
      property={property}
      {...lists}
      backLink={backLink}
      units={unitsHere}
      viewHref={(document) => `/strataUnitOwner/document/view/${document.id}`}
    />
  );
}
