import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastVariants = ['success', 'error', 'info'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastContent {
  /** The spec's message, e.g. "owner Saved" or "Could Not Load Owners.". */
  message: string;
  variant: ToastVariant;
  /** An optional bold first line. */
  title?: string;
}

/**
 * How long a toast stays, in ms (react-aria pauses the timer while it is hovered or focused).
 * Errors stay longer: they often need reading twice.
 */
export const toastTimeouts: Record<ToastVariant, number> = { success: 5000, info: 5000, error: 10000 };

/** The app's one queue; the ToastRegion at the root shows it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

export interface ShowToastOptions {
  title?: string;
  /** Override the variant's timeout; 0 keeps the toast until it is closed. */
  timeout?: number;
  onClose?: () => void;
}

export function showToast(
  message: string,
  variant: ToastVariant = 'info',
  options: ShowToastOptions = {},
  queue: ToastQueue<ToastContent> = toastQueue,
): string {
  const timeout = options.timeout ?? toastTimeouts[variant];
  return queue.add(
    { message, variant, ...(options.title ? { title: options.title } : {}) },
    { ...(timeout > 0 ? { timeout } : {}), ...(options.onClose ? { onClose: options.onClose } : {}) },
  );
}

/** Shorthands for the two kinds the spec uses. */
export const toast = {
  success: (message: string, options?: ShowToastOptions) => showToast(message, 'success', options),
  error: (message: string, options?: ShowToastOptions) => showToast(message, 'error', options),
  info: (message: string, options?: ShowToastOptions) => showToast(message, 'info', options),
};
