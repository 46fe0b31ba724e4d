import { getAnnouncementAttachmentOptions } from '@portal/sdk/query';
import { usePortal } from '../shared/usePortal.ts';
import type { Announcement } from './announcementText.ts';

/** Opens the attached PDF in a new tab (fetched with the session's token, shown through an object URL). */
export function useOpenAttachment() {
  const { queryClient, toaster } = usePortal();
  return (announcement: Announcement) => {
    // The tab opens now, in the click's turn (a browser blocks one opened later), and gets the file when it arrives.
    const tab = window.open('', '_blank');
    queryClient
      .fetchQuery(getAnnouncementAttachmentOptions({ path: { id: announcement.id } }))
      .then((file) => {
        const url = URL.createObjectURL(file as Blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      })
      .catch(() => {
        tab?.close();
        toaster.show('Could not open the PDF.', 'error');
      });
  };
}
