// The documents' calls (rental spec 2.3 and 8, strata spec 2, 4 and 8): the actions other features' pages offer on
// a building's or unit's documents. Light on purpose: route files import it for their loaders.

import { archiveRefresh } from '@portal/sdk/archiving';
import {
  archiveStrataDocumentMutation,
  archiveStrataUnitDocumentMutation,
  createDirectoryMutation,
  createDocumentMutation,
  deleteDocumentMutation,
  deleteStrataDocumentMutation,
  deleteStrataUnitDocumentMutation,
  getDocumentOptions,
  getStrataDocumentOptions,
  getStrataPropertyOptions,
  getStrataUnitDocumentOptions,
  getStrataUnitOptions,
  listDocumentTypesOptions,
  listOwnerProfilesOptions,
  listPropertiesOptions,
  listStrataDocumentCategoriesOptions,
  listStrataPropertiesOptions,
  listStrataPropertyDocumentsOptions,
  listStrataUnitDocumentCategoriesOptions,
  listStrataUnitDocumentsOptions,
  listStrataUnitsOfPropertyOptions,
  restoreStrataDocumentMutation,
  restoreStrataUnitDocumentMutation,
  updateDocumentMutation,
  updateStrataDocumentMutation,
  updateStrataUnitDocumentMutation,
  uploadDocumentFileMutation,
  uploadStrataDocumentFileMutation,
  uploadStrataUnitDocumentFileMutation,
} from '@portal/sdk/query';
import type { MutationFunction, QueryClient } from '@tanstack/react-query';
import { callOf, callWith, useAction } from '../shared/action.ts';
import { failLoadWith, genericFailure, ScreenFailure } from '../shared/failures.ts';
import { notFoundOn404, notFoundOrFailWith } from '../shared/routeParams.ts';
import type { DirectoryInput, DocumentInput, DocumentUpdate } from '../shared/schemas.ts';
import { strataDocumentMessages } from './strataDocumentMessages.ts';
import type { StrataDocumentKind } from './viewerRoute.ts';

type ListedDocument = { id: number; title: string };

/** The rental documents' reads: a document, its types, and the records a document can be filed for. */
export const rentalDocumentQueries = {
  one: (id: number) => getDocumentOptions({ path: { id } }),
  types: () => listDocumentTypesOptions(),
  properties: () => listPropertiesOptions(),
  owners: () => listOwnerProfilesOptions(),
};

const loadTypes = (queryClient: QueryClient) =>
  queryClient
    .ensureQueryData(rentalDocumentQueries.types())
    .catch(failLoadWith('Could not load document types'));

/** Loader of Upload Documents (rental spec 2.3); spec 8's toast names the list that failed. */
export function loadDocumentUpload(queryClient: QueryClient) {
  return Promise.all([
    loadTypes(queryClient),
    queryClient
      .ensureQueryData(rentalDocumentQueries.properties())
      .catch(failLoadWith('Could not load properties')),
    queryClient.ensureQueryData(rentalDocumentQueries.owners()).catch(failLoadWith('Could not load owners')),
  ]);
}

/** Loader of a rental document's edit page: the document (unknown: not found) and the types. */
export function loadDocumentEdit(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.ensureQueryData(rentalDocumentQueries.one(id)).catch(notFoundOn404),
    loadTypes(queryClient),
  ]);
}

/** Rental spec 8: the document forms' failure, "Error submitting form. " followed by the error's message. */
export const documentSubmitFailedPrefix = 'Error submitting form. ';

function submitFailure(error: unknown): ScreenFailure {
  const message = error instanceof Error ? error.message : 'The server did not answer.';
  return new ScreenFailure(`${documentSubmitFailedPrefix}${message}`);
}

/**
 * Upload Documents (rental spec 4): the record first, then the PDF against the returned id. A record whose PDF was
 * refused would linger as "No file yet": it is taken back, so a retry starts clean. Answers the document.
 */
export function useUploadDocument() {
  return useAction({
    mutation: {
      mutationFn: async (
        { file, body }: { file: File | undefined; body: (file: File) => DocumentInput },
        context,
      ) => {
        if (!file) throw submitFailure(new Error('No file was chosen.'));
        try {
          const record = await callOf(createDocumentMutation())({ body: body(file) }, context);
          return await callOf(uploadDocumentFileMutation())(
            { path: { id: record.id }, body: { file } },
            context,
          ).catch(async (error: unknown) => {
            await callOf(deleteDocumentMutation())({ path: { id: record.id } }, context).catch(
              () => undefined,
            );
            throw error;
          });
        } catch (error) {
          throw submitFailure(error);
        }
      },
    },
    refresh: ['documents'],
    success: 'Document Uploaded Successfully',
    failure: (error) => submitFailure(error).message,
    failureIn: 'view',
  });
}

/** A rental document's title and type (/utils/editDocument/{id}). */
export function useUpdateDocument() {
  return useAction({
    mutation: {
      mutationFn: (body: DocumentUpdate, context) =>
        callOf(updateDocumentMutation())({ body }, context).catch((error: unknown) => {
          throw submitFailure(error);
        }),
    },
    refresh: ['documents'],
    success: 'Document Saved',
    failure: (error) => submitFailure(error).message,
    failureIn: 'view',
  });
}

/** Archive on a building's (`property`) or unit's documents panel. */
export function useArchiveStrataDocument(kind: 'property' | 'unit') {
  const byId = (document: ListedDocument) => ({ path: { id: document.id } });
  return useAction<unknown, ListedDocument>({
    mutation:
      kind === 'property'
        ? callWith(archiveStrataDocumentMutation(), byId)
        : callWith(archiveStrataUnitDocumentMutation(), byId),
    refresh: archiveRefresh('strataDocuments'),
    success: (_none, document) => `${document.title} archived.`,
    failure: 'Error archiving document',
    failureIn: 'toast',
    serverWords: true,
  });
}

/** New Folder: a document category of a building. */
export function useCreateFolder() {
  return useAction({
    mutation: callWith(createDirectoryMutation(), (body: DirectoryInput) => ({ body })),
    refresh: ['strataDocuments'],
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}

export const documentDeleteFailedMessage = 'Error deleting document.';

/**
 * Delete a rental document from a documents table (rental spec 4: permanent, after a confirmation; spec 8: "Error
 * deleting document." when it fails). Every documents list is refreshed, wherever the document showed.
 */
export function useDeleteDocument() {
  return useAction({
    mutation: callWith(deleteDocumentMutation(), (document: ListedDocument) => ({
      path: { id: document.id },
    })),
    refresh: ['documents'],
    success: 'Document deleted.',
    failure: documentDeleteFailedMessage,
    failureIn: 'toast',
  });
}

/** The strata documents' reads (strata spec 2): a building's or a unit's documents, their categories, the records. */
export const strataDocumentQueries = {
  buildings: () => listStrataPropertiesOptions(),
  building: (id: number) => getStrataPropertyOptions({ path: { id } }),
  unit: (id: number) => getStrataUnitOptions({ path: { id } }),
  unitsOf: (buildingId: number) =>
    listStrataUnitsOfPropertyOptions({ path: { id: buildingId }, query: { archived: false } }),
  document: (id: number) => getStrataDocumentOptions({ path: { id } }),
  unitDocument: (id: number) => getStrataUnitDocumentOptions({ path: { id } }),
  /** The shared categories, with a building's own folders when it is named. */
  categories: (strataPropertyId?: number) =>
    listStrataDocumentCategoriesOptions(
      strataPropertyId === undefined ? {} : { query: { strataPropertyId } },
    ),
  unitCategories: () => listStrataUnitDocumentCategoriesOptions(),
  archivedOfBuilding: (id: number) =>
    listStrataPropertyDocumentsOptions({ path: { id }, query: { archived: true } }),
  archivedOfUnit: (id: number) => listStrataUnitDocumentsOptions({ path: { id }, query: { archived: true } }),
};

/**
 * Loader of an archived documents page: the building or unit (unknown: not found), its archived documents and their
 * categories, each load started by the caller; strata spec 8's toast names what failed.
 */
function loadArchivedDocuments(loads: {
  record: Promise<unknown>;
  recordFailure: string;
  documents: Promise<unknown>;
  categories: Promise<unknown>;
}) {
  return Promise.all([
    loads.record.catch(notFoundOrFailWith(loads.recordFailure)),
    loads.documents.catch(failLoadWith('Could Not Load Docs.')),
    loads.categories.catch(failLoadWith('Could not load categories.')),
  ]);
}

export function loadArchivedBuildingDocuments(queryClient: QueryClient, id: number) {
  return loadArchivedDocuments({
    record: queryClient.ensureQueryData(strataDocumentQueries.building(id)),
    recordFailure: 'Could not load property.',
    documents: queryClient.ensureQueryData(strataDocumentQueries.archivedOfBuilding(id)),
    categories: queryClient.ensureQueryData(strataDocumentQueries.categories(id)),
  });
}

export function loadArchivedUnitDocuments(queryClient: QueryClient, id: number) {
  return loadArchivedDocuments({
    record: queryClient.ensureQueryData(strataDocumentQueries.unit(id)),
    recordFailure: 'Could Not Load Strata Unit.',
    documents: queryClient.ensureQueryData(strataDocumentQueries.archivedOfUnit(id)),
    categories: queryClient.ensureQueryData(strataDocumentQueries.unitCategories()),
  });
}

/** Loader of a building document's edit page: the document (unknown: not found), then its building's categories. */
export async function loadStrataDocumentEdit(queryClient: QueryClient, id: number) {
  const document = await queryClient.ensureQueryData(strataDocumentQueries.document(id)).catch(notFoundOn404);
  await queryClient.ensureQueryData(strataDocumentQueries.categories(document.strataPropertyId));
}

/** Loader of a unit document's edit page: the document (unknown: not found) and the unit document categories. */
export function loadStrataUnitDocumentEdit(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.ensureQueryData(strataDocumentQueries.unitDocument(id)).catch(notFoundOn404),
    queryClient.ensureQueryData(strataDocumentQueries.unitCategories()),
  ]);
}

export interface StrataDocumentEdit {
  title: string;
  categoryId: number;
  documentDate: string;
  file: File | undefined;
}

/**
 * Save a strata document's title and category, then its replacement PDF if one was chosen (strata spec 2). The
 * failure says which step failed: "Error updating document: {title}", or "Error uploading file." once the record
 * was saved; the documents are refreshed either way.
 */
export function useEditStrataDocument(kind: StrataDocumentKind, id: number) {
  return useAction({
    mutation: {
      mutationFn: async ({ title, categoryId, documentDate, file }: StrataDocumentEdit, context) => {
        const saved =
          kind === 'property'
            ? callOf(updateStrataDocumentMutation())(
                { body: { id, title, strataDocumentCategoryId: categoryId, documentDate } },
                context,
              )
            : callOf(updateStrataUnitDocumentMutation())(
                { path: { id }, body: { title, strataUnitDocumentCategoryId: categoryId, documentDate } },
                context,
              );
        await saved.catch((error: unknown) => {
          throw new ScreenFailure(strataDocumentMessages.updateError(title), error);
        });
        if (!file) return;
        const sent =
          kind === 'property'
            ? callOf(uploadStrataDocumentFileMutation())({ path: { id }, body: { file } }, context)
            : callOf(uploadStrataUnitDocumentFileMutation())({ path: { id }, body: { file } }, context);
        await sent.catch((error: unknown) => {
          throw new ScreenFailure(strataDocumentMessages.fileUploadError, error);
        });
      },
    },
    refresh: ['strataDocuments'],
    refreshAfter: 'settled',
    failure: genericFailure.strata,
    failureIn: 'view',
  });
}

/** Restore and Delete of an archived document of either kind (strata spec 2, 8); the failure shows in the view. */
export function useArchivedStrataDocumentActions(kind: StrataDocumentKind) {
  const byId = (document: ListedDocument) => ({ path: { id: document.id } });
  const options = (
    mutation: { mutationFn?: MutationFunction<unknown, ListedDocument> | undefined },
    done: string,
    failure: string,
  ) => ({
    mutation,
    refresh: archiveRefresh('strataDocuments'),
    refreshAfter: 'settled' as const,
    success: (_none: unknown, document: ListedDocument) => `${document.title} ${done}.`,
    failure,
    failureIn: 'view' as const,
  });
  const restore = useAction(
    options(
      kind === 'property'
        ? callWith(restoreStrataDocumentMutation(), byId)
        : callWith(restoreStrataUnitDocumentMutation(), byId),
      'restored',
      'Error restoring document',
    ),
  );
  const remove = useAction(
    options(
      kind === 'property'
        ? callWith(deleteStrataDocumentMutation(), byId)
        : callWith(deleteStrataUnitDocumentMutation(), byId),
      'deleted',
      'Error deleting document',
    ),
  );
  return { restore, remove };
}
