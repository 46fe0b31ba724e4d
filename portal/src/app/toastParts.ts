// The toast queue and region of @portal/ui, fetched with the first toast (a chunk of their own, so neither they nor
// react-aria join the entry chunk): app/toaster.ts and the page frame import this module lazily.
export { showToast, ToastRegion } from '@portal/ui';
