// /strataUnitAdmin/{id}/createDocument/PAD (strata spec 2): the form, filed as a PDF unit document.
import { createFileRoute } from '@tanstack/react-router';
import { formRouteOptions } from '../../../../../features/forms/formRoute.ts';
import { StrataFormPage } from '../../../../../features/forms/StrataFormPage.tsx';

export const Route = createFileRoute('/_strataAdmin/strataUnitAdmin/$id/createDocument/PAD')({
  ...formRouteOptions,
  component: function CreateDocument() {
    const { id } = Route.useParams();
    return <StrataFormPage kind="PAD" id={id} />;
  },
});
