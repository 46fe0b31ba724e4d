// The PDF viewer of @portal/ui (pdf.js is large), fetched the first time a document is opened, never with the area's
// chunk (DocumentViewerDialog.tsx, DocumentViewerView.tsx).
export { PdfViewer } from '@portal/ui';
