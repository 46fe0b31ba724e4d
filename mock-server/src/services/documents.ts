// Rental documents (PDF) and folders (tag: documents).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listDocumentTypes (GET /documents/documentTypes)
//   getDocument (GET /documents/{id})
//   createDocument (POST /documents)
//   uploadDocumentFile (PUT /documents/upload/{id})
//   updateDocument (PUT /documents/update)
//   listPropertyDocuments (GET /documents/property/{id}/all)
//   listOwnerDocuments (GET /documents/owner/{id}/all)
//   deleteDocument (DELETE /documents/delete/{id})
//   downloadDocumentFile (GET /documents/{id}/file)
//   createDirectory (POST /directory)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
