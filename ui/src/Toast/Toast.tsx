import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { close, content, icon, region, title as titleClass, toast as toastClass } from './Toast.css.ts';
import { keepPageClear } from './toastClearance.ts';
import { type ToastContent, type ToastVariant, toastQueue } from './toastQueue.ts';

const icons: Record<ToastVariant, IconName> = { success: 'success', error: 'error', info: 'info' };

export interface ToastRegionProps {
  /** Defaults to the app's queue; stories and tests pass their own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Renders queued toasts at the bottom right (across the bottom on phones). Put one at the app root. The region is a
 * landmark ("1 notification.", F6 reaches it); each toast is announced by screen readers when it appears and
 * its timer pauses while hovered or focused. Add toasts with `toast.success(…)` / `toast.error(…)`.
 *
 * Why a toast never covers a control: the region is fixed at the bottom, and while it shows the page keeps clear of
 * it (toastClearance.ts). The page frame gets bottom padding as tall as the region and its gaps, so every control,
 * the last one too, can be scrolled out from under it; scroll padding as large makes the browser's own scrolling (Tab,
 * find, scrollIntoView) stop above it; and the control that has focus as a toast comes (the Save or the row just
 * acted on) is moved above it at once. No strip of a page is free of controls to put it in instead (the top holds the
 * sticky bar and the page's actions), and room made at the top would push the page down under the user, while at the
 * bottom it only adds room after the content.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={region} ref={keepPageClear}>
      {({ toast }) => (
        <AriaToast toast={toast} className={toastClass({ variant: toast.content.variant })}>
          <span className={icon({ variant: toast.content.variant })} aria-hidden="true">
            <Icon name={icons[toast.content.variant]} size={20} />
          </span>
          <AriaToastContent className={content}>
            {toast.content.title ? (
              <>
                <Text slot="title" className={titleClass}>
                  {toast.content.title}
                </Text>
                <Text slot="description">{toast.content.message}</Text>
              </>
            ) : (
              <Text slot="title">{toast.content.message}</Text>
            )}
          </AriaToastContent>
          <Button slot="close" className={close} aria-label="Close">
            <Icon name="close" size={16} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
