// The component of the five form routes: the unit and its building prefill the form; Create Document files it
// (POST /strataUnit/{id}/forms/…, stored and filed as a PDF unit document in the Forms category, DESIGN.md) and goes
// to the unit page where the filed PDF is listed. A refusal shows the server's reason; a failure without one shows
// "Error creating property" (strata spec 8).

import { type PortalClient, unwrap } from '@portal/sdk/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAction } from '../shared/action.ts';
import { usePortal } from '../shared/usePortal.ts';
import { formQueries } from './api.ts';
import { type FormKind, type FormValues, formFailure } from './formModel.ts';
import { formOperationPaths, formSpecs, initialValues } from './formSpecs.ts';
import { StrataFormView } from './StrataFormView.tsx';

async function fileForm(api: PortalClient, kind: FormKind, id: number, body: FormValues) {
  // One call for the five operations: each takes the unit id and its form's body and answers the filed document. The
  // body was checked against the form's required fields; the server checks it again against the contract.
  const path = formOperationPaths[kind] as (typeof formOperationPaths)['PAD'];
  return unwrap(await api.POST(path, { params: { path: { id } }, body: body as never }));
}

/** The form of `kind` for unit `id`: Create Document files it, then the unit page lists the filed PDF. */
export function StrataFormPage({ kind, id }: { kind: FormKind; id: number }) {
  const { api } = usePortal();
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(formQueries.unit(id));
  const building = unit.strataProperty;
  const create = useAction({
    mutation: { mutationFn: (body: FormValues) => fileForm(api, kind, id, body) },
    refresh: ['strataDocuments'],
    success: `${formSpecs[kind].title} filed with the unit's documents.`,
    failure: formFailure,
    failureIn: 'view',
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
        await create.run(body);
        await navigate({ href: `/strataAdmin/strataUnit/${id}` });
      }}
      failure={create.failure?.message ?? null}
      backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${id}` }}
    />
  );
}
