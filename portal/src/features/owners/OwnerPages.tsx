import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DocumentViewerDialog, useDeleteDocument } from '../documents/index.ts';
import { useBackLink } from '../shared/backLinks.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { useLoadedList } from '../shared/useLoadedList.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ArchivedOwnerView } from './ArchivedOwnerView.tsx';
import {
  ownerQueries,
  useArchiveOwner,
  useChangeOwnerPassword,
  useCreateOwner,
  useRestoreOwner,
  useUpdateOwnerEmail,
  useUpdateOwnerInfo,
} from './api.ts';
import { OwnerCreateView } from './OwnerCreateView.tsx';
import {
  OwnerDashboardView,
  ownerDocumentsLoadFailure,
  ownerPropertiesLoadFailure,
} from './OwnerDashboardView.tsx';
import { OwnerEditView } from './OwnerEditView.tsx';
import { OwnerPasswordView } from './OwnerPasswordView.tsx';
import { OwnerView } from './OwnerView.tsx';
import { toOwnerProfileInput, toOwnerProfileUpdate } from './ownerForm.ts';
import { ownerPropertyTable } from './tables.ts';

export { ArchivePage } from './ArchivePage.tsx';

/** /admin/owner/{id} (rental spec 2.3). */
export function OwnerPage({ id, search }: { id: number; search: Record<string, unknown> }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const properties = usePagedTable(ownerPropertyTable, { path: { userId: owner.userId } }, search);
  const { data: documents } = useSuspenseQuery(ownerQueries.documents(owner.userId));
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument();
  const archive = useArchiveOwner();
  // Opened from one of its properties' pages (the property's owner link) or the Documents page, it leads back there.
  const backLink = useBackLink(
    [
      ...properties.rows.map((property) => ({
        label: `Back To Property ${property.rmNumber}`,
        href: `/admin/property/${property.id}` as const,
      })),
      { label: 'Back To Documents', href: '/admin/documents' },
    ],
    { label: 'Back To Dashboard', href: '/admin/dashboard' },
  );
  return (
    <>
      <OwnerView
        owner={owner}
        backLink={backLink}
        properties={properties.rows}
        propertiesTable={properties}
        documents={documents}
        onArchive={async () => {
          await archive.run({ path: { id } });
          await navigate({ to: '/admin/dashboard' });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
        onDeleteDocument={deleteDocument.run}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}

/** /admin/archived/owner/{id} (rental spec 2.3): an archived owner, read only, with Restore. */
export function ArchivedOwnerPage({ id }: { id: number }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const { data: properties } = useSuspenseQuery(ownerQueries.archivedProperties(id));
  const { data: documents } = useSuspenseQuery(ownerQueries.documents(owner.userId));
  const files = useDocumentFiles(api, toaster);
  const restore = useRestoreOwner();
  return (
    <>
      <ArchivedOwnerView
        owner={owner}
        properties={properties}
        documents={documents}
        onRestore={async () => {
          await restore.run({ path: { id } });
          await navigate({ to: '/admin/owner/$id', params: { id } });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}

/** /admin/edit/owner/{id} (rental spec 2.3): the owner's info and, apart, their email. */
export function EditOwnerPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const saveInfo = useUpdateOwnerInfo();
  const saveEmail = useUpdateOwnerEmail();
  return (
    <OwnerEditView
      owner={owner}
      onSaveInfo={async ({ profile }) => {
        await saveInfo.run({ path: { id }, body: toOwnerProfileUpdate(profile) });
        await navigate({ to: '/admin/owner/$id', params: { id } });
      }}
      infoFailure={saveInfo.failure}
      onSaveEmail={(emailToUpdate) => saveEmail.run({ query: { email: owner.user.email, emailToUpdate } })}
      emailFailure={saveEmail.failure}
    />
  );
}

/** /admin/owner/add (rental spec 2.3, 4): the account first, then the profile. */
export function NewOwnerPage() {
  const navigate = useNavigate();
  const create = useCreateOwner();
  return (
    <OwnerCreateView
      onSubmit={async ({ account, profile }) => {
        const email = account.email.trim();
        const owner = await create.mutateAsync({
          account: { email, password: account.password, portal: 'residential' },
          profile: (userId) => toOwnerProfileInput(profile, userId),
        });
        await navigate({ to: '/admin/owner/$id', params: { id: owner.id } });
      }}
      failure={create.failure}
    />
  );
}

/**
 * /admin/owner/resetOwnerPassword/{userId} (rental spec 2.3): after the change the administrator goes back to the
 * owner's page.
 */
export function OwnerPasswordPage({
  userId,
  owner,
}: {
  userId: number;
  owner: { id: number; name: string; archived: boolean };
}) {
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(ownerQueries.user(userId));
  const change = useChangeOwnerPassword();
  return (
    <OwnerPasswordView
      ownerName={owner.name}
      userName={user.userName}
      email={user.email}
      ownerHref={owner.archived ? `/admin/archived/owner/${owner.id}` : `/admin/owner/${owner.id}`}
      onSubmit={async (password) => {
        await change.run({ path: { id: userId }, body: { password } });
        await navigate({
          to: owner.archived ? '/admin/archived/owner/$id' : '/admin/owner/$id',
          params: { id: owner.id },
        });
      }}
      failure={change.failure}
    />
  );
}

/** /owner/dashboard (rental spec 2.4): the signed-in owner's properties and documents, each list with its retry. */
export function OwnerDashboardPage({ user }: { user: { userId: number; name: string } }) {
  const { api, toaster } = usePortal();
  const properties = useLoadedList(
    ownerQueries.propertiesOfUser(user.userId),
    ownerPropertiesLoadFailure,
    toaster,
  );
  const documents = useLoadedList(ownerQueries.documents(user.userId), ownerDocumentsLoadFailure, toaster);
  const files = useDocumentFiles(api, toaster);
  return (
    <>
      <OwnerDashboardView
        name={user.name}
        properties={properties}
        documents={documents}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
