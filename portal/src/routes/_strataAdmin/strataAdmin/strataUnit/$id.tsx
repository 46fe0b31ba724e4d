import { unwrap } from '@portal/sdk/client';
import { strataDocumentsQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../../features/shared/LoadFailureNotice.tsx';
import { parseIdParam, RecordNotFound, stringifyIdParam } from '../../../../features/shared/routeSupport.tsx';
import { resendInvitation, rowAction } from '../../../../features/units/unitActions.ts';
import '../../../../features/unitUsers/unitUserState.ts';
import { UnitView } from '../../../../features/units/UnitView.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

const unitQueries = (api: Parameters<typeof strataUnitsQueries.getStrataUnit>[0], id: number) => ({
  unit: strataUnitsQueries.getStrataUnit(api, { path: { id } }),
  documents: strataDocumentsQueries.listStrataUnitDocuments(api, {
    path: { id },
    query: { archived: false },
  }),
  categories: strataDocumentsQueries.listStrataUnitDocumentCategories(api),
});

/**
 * /strataAdmin/strataUnit/{id}: the unit page (strata spec 2). An unknown unit is the not-found page; any other failed
 * load toasts strata spec 8's message for what failed (the unit, its documents or their categories).
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const q = unitQueries(api, id);
    await queryClient.ensureQueryData(q.unit).catch(notFoundOrFailWith('Could Not Load Strata Unit.'));
    await Promise.all([
      queryClient.ensureQueryData(q.documents).catch(failLoadWith('Could not load Documents.')),
      queryClient.ensureQueryData(q.categories).catch(failLoadWith('Could not load categories.')),
    ]);
  },
  errorComponent: LoadFailureNotice,
  component: UnitPage,
});

function UnitPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster, user } = Route.useRouteContext();
  const navigate = useNavigate();
  const q = unitQueries(api, id);
  const { data: unit } = useSuspenseQuery(q.unit);
  const { data: documents } = useSuspenseQuery(q.documents);
  const { data: categories } = useSuspenseQuery(q.categories);
  const act = rowAction(queryClient, toaster);
  return (
    <UnitView
      unit={unit}
      documents={documents}
      categories={categories}
      showActions={user.role === 'strataAdmin'}
      onResendInvitation={() =>
        resendInvitation(
          async () =>
            unwrap(
              await api.PUT('/strataUnitUserInvitation/resend/{unitId}', {
                params: { path: { unitId: id } },
              }),
            ),
          toaster,
        )
      }
      onRemoveUser={(member) =>
        act(
          async () =>
            unwrap(
              await api.DELETE('/strataUnitUser/delete', {
                body: { userId: member.userId, strataUnitId: id },
              }),
            ),
          'Error removing user from property.',
          ['strataUnits'],
          `${member.user.userName} removed from the unit.`,
        )
      }
      onEditUnitUser={(member) =>
        void navigate({
          to: '/strataAdmin/user/edit/strataUnit/$id',
          params: { id: member.userId },
          search: { unitId: id },
          state: (previous) => ({ ...previous, strataUnitUser: member }),
        })
      }
      onArchiveDocument={(document) =>
        act(
          async () =>
            unwrap(
              await api.PUT('/strataUnitDocument/archive/{id}', { params: { path: { id: document.id } } }),
            ),
          'Error archiving document',
          ['strataDocuments'],
          `${document.title} archived.`,
        )
      }
    />
  );
}
