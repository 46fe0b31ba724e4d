import { createFileRoute } from '@tanstack/react-router';
import { NewOwnerPage } from '../../../../features/owners/OwnerFormPages.tsx';

/** /admin/owner/add (rental spec 2.3, 4): the account first (POST /user?role=Owner), then the profile. */
export const Route = createFileRoute('/_admin/admin/owner/add')({
  component: NewOwnerPage,
});
