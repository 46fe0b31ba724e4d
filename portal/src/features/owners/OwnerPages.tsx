import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DocumentViewerDialog, useDeleteDocument } from '../documents/index.ts';
import { useRestoreProperty } from '../properties/index.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ArchivedOwnerView } from './ArchivedOwnerView.tsx';
import { ArchiveView } from './ArchiveView.tsx';
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
import { OwnerEditView } from './OwnerEditView.tsx';
import { OwnerPasswordView } from './OwnerPasswordView.tsx';
import { OwnerView } from './OwnerView.tsx';
import { toOwnerProfileInput, toOwnerProfileUpdate } from './ownerForm.ts';
import { archivedOwnerTable, archivedPropertyTable } from './tables.ts';

/** /admin/owner/{id} (rental spec 2.3). */
export function OwnerPage({ id }: { id: number }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const { data: properties } = useSuspenseQuery(ownerQueries.properties(id));
  const { data: documents } = useSuspenseQuery(ownerQueries.documents(owner.userId));
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument();
  const archive = useArchiveOwner();
  return (
    <>
      <OwnerView
        owner={owner}
        properties={properties}
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

/** /admin/archive (rental spec 2.3): archived properties and owners with Restore. */
export function ArchivePage({ search }: { search: Record<string, unknown> }) {
  const properties = usePagedTable(archivedPropertyTable, undefined, search);
  const owners = usePagedTable(archivedOwnerTable, undefined, search);
  const restoreOwner = useRestoreOwner();
  const restoreProperty = useRestoreProperty();
  return (
    <ArchiveView
      properties={properties.rows}
      owners={owners.rows}
      propertiesTable={properties}
      ownersTable={owners}
      onRestoreProperty={(property) => restoreProperty.run({ path: { id: property.id } })}
      onRestoreOwner={(owner) => restoreOwner.run({ path: { id: owner.id } })}
    />
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
