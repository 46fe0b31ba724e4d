// The strata document screens' messages (strata spec 8), apart from the forms so the documents' api.ts stays light.
import * as shared from '@portal/sdk/messages';

export const strataDocumentMessages = {
  propertyBlank: shared.strataDocumentMessages.propertyDocumentBlank,
  unitBlank: shared.strataDocumentMessages.unitDocumentBlank,
  /** The spec's sentence when the building (and unit) are chosen or fixed and only the type is missing. */
  typeBlank: 'Error: Type of Document cannot be blank!',
  unitTypeBlank: 'Error: Type of Document cannot be left blank.',
  dateInFuture: shared.strataDocumentMessages.documentDateInFuture,
  uploadFailed: 'Upload failed',
  uploadedOne: 'Document Uploaded Successfully',
  updated: 'Document successfully updated!',
  noReplacement: 'There is no replacement file.',
  /** The edit's replacement file was refused after the title and type were saved (spec 8). */
  fileUploadError: 'Error uploading file.',
  /** "Error uploading document {file}" (spec 8). */
  uploadError: (fileName: string) => `Error uploading document ${fileName}`,
  /** "Error updating document: {title}" (spec 8). */
  updateError: (title: string) => `Error updating document: ${title}`,
} as const;
