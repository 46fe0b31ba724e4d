// The component of the two document edit routes: the record, the types of document of its kind, the update and
// the optional replacement file.

import { type PortalClient, unwrap } from '@portal/sdk/client';
import { strataDocumentsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { DocumentEditView } from './StrataDocumentEditView.tsx';
import { strataDocumentMessages } from './strataDocumentForm.ts';
import { viewerHref } from './viewerRoute.ts';

interface EditInput {
  title: string;
  categoryId: number;
  file: File | undefined;
}

type SaveMutation = ReturnType<typeof useMutation<void, Error, EditInput>>;

/** The replacement file failed once the record was saved: "Error uploading file." rather than the update's message. */
class ReplacementFileFailure extends Error {}

/** Sends the replacement file, if any, tagging its failure. */
async function replaceFile(send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    throw new ReplacementFileFailure(strataDocumentMessages.fileUploadError, { cause: error });
  }
}

/** The view of either kind, once the record is read the same way. */
function EditForm({
  kind,
  id,
  document,
  categories,
  save,
  backLink,
}: {
  kind: 'property' | 'unit';
  id: number;
  document: { title: string; categoryId: number; fileName: string; documentDate: string };
  categories: readonly { id: number; name: string }[];
  save: SaveMutation;
  backLink: { label: string; href: string };
}) {
  return (
    <DocumentEditView
      kind={kind}
      document={document}
      categories={categories.map((category) => ({ id: category.id, label: category.name }))}
      onSubmit={(values) => save.mutateAsync(values)}
      failure={
        save.error instanceof ReplacementFileFailure
          ? save.error.message
          : save.isError
            ? strataDocumentMessages.updateError(save.variables?.title ?? document.title)
            : null
      }
      saved={save.isSuccess}
      viewHref={viewerHref('strataAdmin', id, kind)}
      backLink={backLink}
    />
  );
}

export function PropertyDocumentEditPage({
  api,
  queryClient,
  id,
}: {
  api: PortalClient;
  queryClient: QueryClient;
  id: number;
}) {
  const { data: document } = useSuspenseQuery(
    strataDocumentsQueries.getStrataDocument(api, { path: { id } }),
  );
  const { data: categories } = useSuspenseQuery(
    strataDocumentsQueries.listStrataDocumentCategories(api, {
      query: { strataPropertyId: document.strataPropertyId },
    }),
  );
  const save = useMutation({
    mutationFn: async ({ title, categoryId, file }: EditInput) => {
      unwrap(
        await api.PUT('/strataDocuments/update', {
          body: { id, title, strataDocumentCategoryId: categoryId },
        }),
      );
      if (file)
        await replaceFile(async () =>
          unwrap(await api.PUT('/strataDocuments/upload/{id}', { params: { path: { id } }, body: { file } })),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueryKey('strataDocuments') }),
  });
  return (
    <EditForm
      kind="property"
      id={id}
      document={{ ...document, categoryId: document.strataDocumentCategoryId }}
      categories={categories}
      save={save}
      backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${document.strataPropertyId}` }}
    />
  );
}

export function UnitDocumentEditPage({
  api,
  queryClient,
  id,
}: {
  api: PortalClient;
  queryClient: QueryClient;
  id: number;
}) {
  const { data: document } = useSuspenseQuery(
    strataDocumentsQueries.getStrataUnitDocument(api, { path: { id } }),
  );
  const { data: categories } = useSuspenseQuery(strataDocumentsQueries.listStrataUnitDocumentCategories(api));
  const save = useMutation({
    mutationFn: async ({ title, categoryId, file }: EditInput) => {
      const path = { params: { path: { id } } };
      unwrap(
        await api.PUT('/strataUnitDocument/update/{id}', {
          ...path,
          body: { title, strataUnitDocumentCategoryId: categoryId },
        }),
      );
      if (file)
        await replaceFile(async () =>
          unwrap(await api.PUT('/strataUnitDocument/upload/{id}', { ...path, body: { file } })),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueryKey('strataDocuments') }),
  });
  return (
    <EditForm
      kind="unit"
      id={id}
      document={{ ...document, categoryId: document.strataUnitDocumentCategoryId }}
      categories={categories}
      save={save}
      backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${document.strataUnitId}` }}
    />
  );
}
