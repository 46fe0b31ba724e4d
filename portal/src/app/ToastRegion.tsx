import { useSyncExternalStore } from 'react';
import * as styles from './ToastRegion.css.ts';
import type { Toaster } from './toaster.ts';

/** The toasts at the bottom right; a polite live region so screen readers read each one as it appears. */
export function ToastRegion({ toaster }: { toaster: Toaster }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.list);
  return (
    <section aria-label="Notifications" aria-live="polite" className={styles.region}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          className={styles.toast[toast.variant]}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss"
            onClick={() => toaster.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
