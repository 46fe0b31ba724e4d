// The component of the five form routes: the unit and its building prefill the form; Create Document files it
// (POST /strataUnit/{id}/forms/…, stored and filed as a PDF unit document in the Forms category, DESIGN.md) and goes
// to the unit page where the filed PDF is listed. A refusal shows the server's reason; a failure without one shows
// "Error creating property" (strata spec 8).

import { type PortalClient, unwrap } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Toaster } from '../../app/toaster.ts';
import { type FormKind, type FormValues, formFailure } from './formModel.ts';
import { formOperationPaths, formSpecs, initialValues } from './formSpecs.ts';
import { StrataFormView } from './StrataFormView.tsx';

async function fileForm(api: PortalClient, kind: FormKind, id: number, body: FormValues) {
  // One call for the five operations: each takes the unit id and its form's body and answers the filed document. The
  // body was checked against the form's required fields; the server checks it again against the contract.
  const path = formOperationPaths[kind] as (typeof formOperationPaths)['PAD'];
  return unwrap(await api.POST(path, { params: { path: { id } }, body: body as never }));
}

export function StrataFormPage({
  api,
  queryClient,
  toaster,
  kind,
  id,
}: {
  api: PortalClient;
  queryClient: QueryClient;
  toaster: Pick<Toaster, 'show'>;
  kind: FormKind;
  id: number;
}) {
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(strataUnitsQueries.getStrataUnit(api, { path: { id } }));
  const building = unit.strataProperty;
  const create = useMutation({
    mutationFn: (body: FormValues) => fileForm(api, kind, id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataDocuments') });
      toaster.show(`${formSpecs[kind].title} filed with the unit's documents.`, 'success');
      await navigate({ href: `/strataAdmin/strataUnit/${id}` });
    },
  });
  return (
    <StrataFormView
      spec={formSpecs[kind]}
      initialValues={initialValues(kind, {
        buildingName: building.buildingName,
        buildingAddress: building.address,
        unitNumber: unit.unitNumber,
        strataLotNumber: unit.lotNumber,
        strataPlanNumber: building.strataPlanNumber,
      })}
      unitLabel={`Unit ${unit.unitNumber} · ${building.buildingName} (${building.strataPlanNumber})`}
      onSubmit={async (body) => {
        await create.mutateAsync(body);
      }}
      failure={create.isError ? formFailure(create.error) : null}
      backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${id}` }}
    />
  );
}
