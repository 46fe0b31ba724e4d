import { strataPropertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { UnitAddView } from '../../../../../../features/units/UnitAddView.tsx';
import { createOwnerAndInvite, createUnit } from '../../../../../../features/units/unitActions.ts';

/** /strataAdmin/strataProperty/{id}/strataUnit/add: the add-unit route (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataProperty/$id/strataUnit/add')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient
      .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
      .catch(notFoundOn404),
  errorComponent: loadFailure('Could not load property.'),
  component: UnitAddPage,
});

function UnitAddPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  return (
    <UnitAddView
      building={property}
      onCreateUnit={async (values) => {
        const unit = await createUnit(api, id, values);
        await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
        return unit;
      }}
      onCreateOwner={async (unit, values) => {
        const email = await createOwnerAndInvite(api, unit, values);
        await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
        toaster.show(`Invitation sent to ${email}.`, 'success');
        await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id: unit.id } });
      }}
    />
  );
}
