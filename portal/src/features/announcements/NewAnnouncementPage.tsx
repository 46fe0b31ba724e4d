// The container of staff's announcement form (its date picker and file drop zone load with this page alone).
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnnouncementFormView } from './AnnouncementFormView.tsx';
import { announcementsHref, type StaffArea } from './announcementText.ts';
import { usePostAnnouncement } from './api.ts';
import { announcementQueries } from './queries.ts';

export function NewAnnouncementPage({ area }: { area: StaffArea }) {
  const buildings = useQuery({ ...announcementQueries.buildings(), enabled: area === 'strataAdmin' });
  const post = usePostAnnouncement();
  const navigate = useNavigate();
  return (
    <AnnouncementFormView
      area={area}
      buildings={buildings.data ?? []}
      pending={post.pending}
      failure={post.failure?.message ?? null}
      onSubmit={(announcement) =>
        void post.mutateAsync(announcement).then(
          () => navigate({ href: announcementsHref(area) }),
          () => {},
        )
      }
    />
  );
}
