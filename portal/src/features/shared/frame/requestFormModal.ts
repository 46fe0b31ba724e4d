// The request form's modal frame of @portal/ui, fetched the first time a request form is opened (PageFrame.tsx).
export { RequestFormModal } from '@portal/ui';
