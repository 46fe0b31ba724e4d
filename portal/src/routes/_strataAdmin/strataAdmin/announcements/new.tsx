import { createFileRoute } from '@tanstack/react-router';
import { NewAnnouncementPage } from '../../../../features/announcements/NewAnnouncementPage.tsx';

/** /strataAdmin/announcements/new: write an announcement. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/announcements/new')({
  component: () => <NewAnnouncementPage area="strataAdmin" />,
});
