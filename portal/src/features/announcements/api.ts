// Announcements' actions with their toasts: post one (then attach its PDF), archive and restore.
import { archiveRefresh } from '@portal/sdk/archiving';
import {
  archiveAnnouncementMutation,
  createAnnouncementMutation,
  restoreAnnouncementMutation,
  uploadAnnouncementAttachmentMutation,
} from '@portal/sdk/query';
import { callOf, useAction } from '../shared/action.ts';
import { ScreenFailure } from '../shared/failures.ts';
import { type AnnouncementInput, announcementWords as words } from './announcementText.ts';

/** What the call behind the form's submit needs: the announcement, and its PDF when one was chosen. */
export interface NewAnnouncement {
  body: AnnouncementInput;
  file: File | undefined;
}

export function usePostAnnouncement() {
  return useAction({
    mutation: {
      mutationFn: async ({ body, file }: NewAnnouncement, context) => {
        const created = await callOf(createAnnouncementMutation())({ body }, context);
        if (file) {
          await callOf(uploadAnnouncementAttachmentMutation())(
            { path: { id: created.id }, body: { file } },
            context,
          ).catch((error: unknown) => {
            throw new ScreenFailure(words.attachFailure, error);
          });
        }
        return created;
      },
    },
    refresh: ['notifications'],
    refetch: 'all',
    refreshAfter: 'settled',
    success: words.posted,
    failure: words.postFailure,
    failureIn: 'view',
    serverWords: true,
  });
}

/** Archive and Restore of an announcement: the lists they change, and a failure said in a toast. */
const archiving = { refresh: archiveRefresh('notifications'), failureIn: 'toast' } as const;

export function useArchiveAnnouncement() {
  return useAction({
    ...archiving,
    mutation: archiveAnnouncementMutation(),
    success: (data) => words.archived(data.title),
    failure: words.archiveFailure,
  });
}

export function useRestoreAnnouncement() {
  return useAction({
    ...archiving,
    mutation: restoreAnnouncementMutation(),
    success: (data) => words.restored(data.title),
    failure: words.restoreFailure,
  });
}
