// The containers of the announcement screens: staff's list (with the addresses that bounce), form and read receipts;
// the audience's list, page and dashboard section. Reads through the SDK's query options, writes through api.ts.
import { getAnnouncementAttachmentOptions } from '@portal/sdk/query';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePortal } from '../shared/usePortal.ts';
import { AnnouncementFormView } from './AnnouncementFormView.tsx';
import { AnnouncementReadsView } from './AnnouncementReadsView.tsx';
import {
  AnnouncementView,
  AudienceAnnouncementsView,
  DashboardAnnouncements,
} from './AudienceAnnouncementsView.tsx';
import {
  type Announcement,
  type AudienceArea,
  announcementsHref,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';
import { useArchiveAnnouncement, usePostAnnouncement, useRestoreAnnouncement } from './api.ts';
import { MailBouncesView } from './MailBouncesView.tsx';
import { announcementQueries } from './queries.ts';
import { StaffAnnouncementsView } from './StaffAnnouncementsView.tsx';

/** Opens the attached PDF in a new tab (fetched with the session's token, shown through an object URL). */
function useOpenAttachment() {
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

export function StaffAnnouncementsPage({ area }: { area: StaffArea }) {
  const [archived, setArchived] = useState(false);
  const { data: announcements } = useSuspenseQuery(announcementQueries.list(archived));
  const archive = useArchiveAnnouncement();
  const restore = useRestoreAnnouncement();
  return (
    <StaffAnnouncementsView
      area={area}
      announcements={announcements}
      archived={archived}
      onArchivedChange={setArchived}
      onArchive={(a) => void archive.run({ path: { id: a.id } }).catch(() => {})}
      onRestore={(a) => void restore.run({ path: { id: a.id } }).catch(() => {})}
      bounces={<MailBouncesSection area={area} />}
    />
  );
}

function MailBouncesSection({ area }: { area: StaffArea }) {
  const side = area === 'admin' ? 'rental' : 'strata';
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const bounces = useQuery(announcementQueries.bounces(side, buildingId ?? undefined));
  const buildings = useQuery({ ...announcementQueries.buildings(), enabled: side === 'strata' });
  if (bounces.isError) return <p>{words.bouncesLoadFailure}</p>;
  return (
    <MailBouncesView
      bounces={bounces.data ?? []}
      {...(side === 'strata' && {
        buildings: buildings.data ?? [],
        buildingId,
        onBuilding: setBuildingId,
      })}
    />
  );
}

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

export function AnnouncementReadsPage({ area, id }: { area: StaffArea; id: number }) {
  const { data: announcement } = useSuspenseQuery(announcementQueries.one(id));
  const { data: reads } = useSuspenseQuery(announcementQueries.reads(id));
  const open = useOpenAttachment();
  return (
    <AnnouncementReadsView area={area} announcement={announcement} reads={reads} onOpenAttachment={open} />
  );
}

export function AudienceAnnouncementsPage({ area }: { area: AudienceArea }) {
  const { data: announcements } = useSuspenseQuery(announcementQueries.list());
  return <AudienceAnnouncementsView area={area} announcements={announcements} />;
}

export function AudienceAnnouncementPage({ area, id }: { area: AudienceArea; id: number }) {
  const { data: announcement } = useSuspenseQuery(announcementQueries.one(id));
  const open = useOpenAttachment();
  return <AnnouncementView area={area} announcement={announcement} onOpenAttachment={open} />;
}

/** The dashboard's section: the newest few addressed to the person, pinned first (nothing while they load). */
export function DashboardAnnouncementsSection({ area }: { area: AudienceArea }) {
  const { data } = useQuery(announcementQueries.dashboard());
  if (!data) return null;
  return <DashboardAnnouncements area={area} announcements={data} />;
}
