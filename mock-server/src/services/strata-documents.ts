// Strata property and unit documents (PDF) and their categories (tag: strataDocuments).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listStrataDocumentCategories (GET /strataDocumentCategories/all)
//   listStrataUnitDocumentCategories (GET /strataUnitDocumentCategory)
//   listStrataPropertyDocuments (GET /strataDocuments/property/{id})
//   getStrataDocument (GET /strataDocuments/{id})
//   createStrataDocument (POST /strataDocuments)
//   uploadStrataDocumentFile (PUT /strataDocuments/upload/{id})
//   updateStrataDocument (PUT /strataDocuments/update)
//   archiveStrataDocument (PUT /strataDocuments/archive/{id})
//   restoreStrataDocument (PUT /strataDocuments/restore/{id})
//   deleteStrataDocument (DELETE /strataDocuments/delete/{id})
//   getStrataDocumentFile (GET /strataDocuments/{id}/file)
//   createStrataUnitDocument (POST /strataUnitDocument)
//   uploadStrataUnitDocumentFile (PUT /strataUnitDocument/upload/{id})
//   getStrataUnitDocument (GET /strataUnitDocument/{id})
//   deleteStrataUnitDocument (DELETE /strataUnitDocument/{id})
//   listStrataUnitDocuments (GET /strataUnitDocument/strataUnit/{id})
//   updateStrataUnitDocument (PUT /strataUnitDocument/update/{id})
//   archiveStrataUnitDocument (PUT /strataUnitDocument/archive/{id})
//   restoreStrataUnitDocument (PUT /strataUnitDocument/restore/{id})
//   getStrataUnitDocumentFile (GET /strataUnitDocument/{id}/file)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
