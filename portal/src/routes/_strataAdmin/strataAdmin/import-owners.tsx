// /strataAdmin/import-owners (strata spec 2): the Import/Export page, owners imported from one CSV file.
import { createFileRoute } from '@tanstack/react-router';
import { ImportOwnersPage } from '../../../features/units/ImportOwnersPage.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/import-owners')({
  component: function ImportOwners() {
    const { api, queryClient, toaster } = Route.useRouteContext();
    return <ImportOwnersPage api={api} queryClient={queryClient} toaster={toaster} />;
  },
});
