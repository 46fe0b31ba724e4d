// What the rental document tests share: a document type by name, the body of a new document, and creating one and
// uploading its PDF as admin.
import type { DocumentInput } from '@portal/sdk/types';

export type { DocumentInput } from '@portal/sdk/types';

import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

export const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Documents of a test file's app. */
export function rentalDocuments(t: TestApp, sdk: Sdk) {
  const type = (name: string) => t.seed.documentTypes[name] ?? 0;

  function documentInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
    return {
      propertyId: t.seed.properties.owner[0],
      ownerId: null,
      documentTypeId: type('Tenancy Notice'),
      fileName: 'Notice to End Tenancy.pdf',
      documentDate: '2026-11-01',
      ...overrides,
    };
  }

  async function createDocument(overrides: Partial<DocumentInput> = {}) {
    return ok((await sdk.as('admin')).POST('/documents', { body: documentInput(overrides) }));
  }

  async function uploadPdf(id: number, bytes: Uint8Array, name = 'scan.pdf') {
    return ok(
      (await sdk.as('admin')).PUT('/documents/upload/{id}', {
        params: { path: { id } },
        body: { file: file(bytes, name) },
      }),
    );
  }

  return { type, documentInput, createDocument, uploadPdf };
}
