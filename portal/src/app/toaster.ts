// Toasts shown by screens (rental spec 8: "Password Reset Successfully", load failures …). Screens call the toaster
// of the router context; the page frame renders the ui's ToastRegion that shows them.

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toaster {
  show(message: string, variant?: ToastVariant): void;
}

/**
 * Whether a toast was ever shown in this page: the page frame loads the toast region (react-aria's toasts) only
 * then, so a page that never toasts never downloads it. The queue keeps the toast until the region shows it.
 */
let anyToastShown = false;
const toastListeners = new Set<() => void>();

export const toastsShown = {
  get: () => anyToastShown,
  subscribe(listener: () => void) {
    toastListeners.add(listener);
    return () => toastListeners.delete(listener);
  },
};

/**
 * The toaster on the ui's toast queue. The queue is fetched on first use, in the chunk the page frame already
 * loads, so neither it nor react-aria joins the entry chunk (npm run size).
 */
export function createToaster(): Toaster {
  return {
    show(message, variant = 'info') {
      if (!anyToastShown) {
        anyToastShown = true;
        for (const listener of toastListeners) listener();
      }
      void import('./toastParts.ts').then(({ showToast }) => showToast(message, variant));
    },
  };
}
