// The containers of staff's announcement screens that read: the list (with the addresses that bounce) and an
// announcement's read receipts. The form is NewAnnouncementPage.tsx, so these pages do not load it. Reads through the
// SDK's query options, writes through api.ts.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnnouncementReadsView } from './AnnouncementReadsView.tsx';
import { type StaffArea, announcementWords as words } from './announcementText.ts';
import { useArchiveAnnouncement, useRestoreAnnouncement } from './api.ts';
import { MailBouncesView } from './MailBouncesView.tsx';
import { useOpenAttachment } from './openAttachment.ts';
import { announcementQueries } from './queries.ts';
import { StaffAnnouncementsView } from './StaffAnnouncementsView.tsx';

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

export function AnnouncementReadsPage({ area, id }: { area: StaffArea; id: number }) {
  const { data: announcement } = useSuspenseQuery(announcementQueries.one(id));
  const { data: reads } = useSuspenseQuery(announcementQueries.reads(id));
  const open = useOpenAttachment();
  return (
    <AnnouncementReadsView area={area} announcement={announcement} reads={reads} onOpenAttachment={open} />
  );
}
