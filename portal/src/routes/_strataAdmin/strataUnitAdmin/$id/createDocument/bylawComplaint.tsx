// /strataUnitAdmin/{id}/createDocument/bylawComplaint (strata spec 2): the form, filed as a PDF unit document.
import { createFileRoute } from '@tanstack/react-router';
import { formRouteOptions } from '../../../../../features/forms/formRoute.ts';
import { StrataFormPage } from '../../../../../features/forms/StrataFormPage.tsx';

export const Route = createFileRoute('/_strataAdmin/strataUnitAdmin/$id/createDocument/bylawComplaint')({
  ...formRouteOptions,
  component: function CreateDocument() {
    const { id } = Route.useParams();
    return <StrataFormPage kind="bylawComplaint" id={id} />;
  },
});
