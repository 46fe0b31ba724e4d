import { createFileRoute } from '@tanstack/react-router';
import { NewAnnouncementPage } from '../../../../features/announcements/NewAnnouncementPage.tsx';

/** /admin/announcements/new: write an announcement. */
export const Route = createFileRoute('/_admin/admin/announcements/new')({
  component: () => <NewAnnouncementPage area="admin" />,
});
