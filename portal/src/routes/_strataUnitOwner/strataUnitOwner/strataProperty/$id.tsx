import {
  staffQueries,
  strataDocumentsQueries,
  strataPropertiesQueries,
  strataUnitsQueries,
} from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ensureBuildingLists } from '../../../../features/buildings/buildingLists.ts';
import { StrataPropertyView } from '../../../../features/buildings/StrataPropertyView.tsx';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import {
  LoadFailureNotice,
  parseIdParam,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataUnitOwner/strataProperty/{id}: a building of the signed-in unit owner (strata spec 2). The server answers
 * 404 for a building where the user has no unit, which shows the not-found page.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/strataProperty/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: async ({ context: { queryClient, api, user }, params: { id } }) => {
    await queryClient
      .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
      .catch(notFoundOrFailWith('Could not load property.'));
    await Promise.all([
      ensureBuildingLists({ queryClient, api }, id),
      queryClient
        .ensureQueryData(strataUnitsQueries.listStrataUnitsOfUnitUser(api, { path: { userId: user.userId } }))
        .catch(failLoadWith('Could not load Strata Units.')),
    ]);
  },
  errorComponent: LoadFailureNotice,
  component: StrataPropertyPage,
});

function StrataPropertyPage() {
  const { id } = Route.useParams();
  const { api, user } = Route.useRouteContext();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  const { data: staff } = useSuspenseQuery(staffQueries.listStrataPropertyStaff(api, { path: { id } }));
  const { data: documents } = useSuspenseQuery(
    strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id } }),
  );
  const { data: categories } = useSuspenseQuery(
    strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
  );
  const { data: units } = useSuspenseQuery(
    strataUnitsQueries.listStrataUnitsOfUnitUser(api, { path: { userId: user.userId } }),
  );
  return (
    <StrataPropertyView
      property={property}
      staff={staff}
      documents={documents}
      categories={categories}
      units={units.filter((unit) => unit.strataPropertyId === id)}
      viewHref={(document) => `/strataUnitOwner/document/view/${document.id}`}
    />
  );
}
