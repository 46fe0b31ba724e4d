// The component of the five form routes: the unit and its building prefill the form; Create Document files it
// (POST /strataUnit/{id}/forms/…, stored and filed as a PDF unit document in the Forms category, DESIGN.md) and goes
// to the unit page where the filed PDF is listed. A refusal shows the server's reason; a failure without one shows
// "Error creating property" (strata spec 8).

import type { PortalClient } from '@portal/sdk/client';
import {
  createBylawComplaintForm,
  createBylawDisputeForm,
  createChangeOfAddressForm,
  createOwnerInformationSheetForm,
  createPadForm,
} from '@portal/sdk/operations';
import type {
  BylawComplaintForm,
  BylawDisputeForm,
  ChangeOfAddressForm,
  OwnerInformationSheetForm,
  PadForm,
} from '@portal/sdk/types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAction } from '../shared/action.ts';
import { usePortal } from '../shared/usePortal.ts';
import { formQueries } from './api.ts';
import { type FormKind, type FormValues, formFailure } from './formModel.ts';
import { formSpecs, initialValues } from './formSpecs.ts';
import { StrataFormView } from './StrataFormView.tsx';

// The values of a form are shaped as its operation's body by the form's spec (formSpecs.ts) and checked against its
// required fields before they are sent; the server checks them again against the contract. Each form names the
// body type of its operation here, once.
const fileFormOperations = {
  changeOfAddress: (client, id, body) =>
    createChangeOfAddressForm({
      client,
      path: { id },
      body: body as ChangeOfAddressForm,
      throwOnError: true,
    }),
  ownerInformationSheet: (client, id, body) =>
    createOwnerInformationSheetForm({
      client,
      path: { id },
      body: body as OwnerInformationSheetForm,
      throwOnError: true,
    }),
  PAD: (client, id, body) =>
    createPadForm({ client, path: { id }, body: body as PadForm, throwOnError: true }),
  bylawComplaint: (client, id, body) =>
    createBylawComplaintForm({ client, path: { id }, body: body as BylawComplaintForm, throwOnError: true }),
  bylawDispute: (client, id, body) =>
    createBylawDisputeForm({ client, path: { id }, body: body as BylawDisputeForm, throwOnError: true }),
} satisfies Record<FormKind, (client: PortalClient, id: number, body: FormValues) => Promise<unknown>>;

async function fileForm(api: PortalClient, kind: FormKind, id: number, body: FormValues) {
  return (await fileFormOperations[kind](api, id, body)).data;
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
