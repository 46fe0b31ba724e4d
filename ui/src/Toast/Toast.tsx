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
import { type ToastContent, type ToastVariant, toastQueue } from './toastQueue.ts';

const icons: Record<ToastVariant, IconName> = { success: 'success', error: 'error', info: 'info' };

export interface ToastRegionProps {
  /** Defaults to the app's queue; stories and tests pass their own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Renders queued toasts at the bottom right. Put one at the app root. The region is a landmark
 * ("1 notification.", F6 reaches it); each toast is announced by screen readers when it appears and
 * its timer pauses while hovered or focused. Add toasts with `toast.success(…)` / `toast.error(…)`.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={region}>
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
