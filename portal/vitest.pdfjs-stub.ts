// pdf.js in the portal's unit tests: they run in Node, where pdf.js cannot load (it needs the browser's DOMMatrix), and
// none of them renders a PDF. A module importing `@portal/ui` loads the PDF viewer with the other components, so
// pdf.js is replaced by this stand-in there; Storybook and the e2e tests use the real one.
export const GlobalWorkerOptions = { workerSrc: '' };
export function getDocument(): never {
  throw new Error('pdf.js is not available in unit tests');
}
export class RenderingCancelledException extends Error {}
export type PDFDocumentProxy = never;
