// The two ways a screen that lists a record's documents read-only opens one (the owner's and the property's pages).
import type { Document } from './schemas.ts';

/** Calls back with the document's row: View opens its PDF in the viewer (with its Download button), Download saves it. */
export interface DocumentOpeners {
  onViewDocument: (document: Document) => void;
  onDownloadDocument: (document: Document) => void;
}
