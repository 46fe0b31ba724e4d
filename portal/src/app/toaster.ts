// Toasts shown by screens (rental spec 8: "Password Reset Successfully", load failures …). Screens call the toaster
// of the router context; the root route renders the region that shows them.

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface Toaster {
  show(message: string, variant?: ToastVariant): void;
  dismiss(id: number): void;
  /** The toasts on screen, newest last. */
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** How long a toast stays (long enough to read a sentence; the reset page navigates away after 3 s anyway). */
export const toastTimeoutMs = 6000;

export function createToaster(timeoutMs = toastTimeoutMs): Toaster {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const toaster: Toaster = {
    show(message, variant = 'info') {
      const id = nextId++;
      set([...toasts, { id, message, variant }]);
      if (timeoutMs > 0) setTimeout(() => toaster.dismiss(id), timeoutMs);
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return toaster;
}
