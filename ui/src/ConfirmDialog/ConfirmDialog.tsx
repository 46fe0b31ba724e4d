import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { type FocusOrigin, focusDialogStart, focusOrigin, keepFocusNear } from '../utils/dialogFocus.ts';
import { actions, dialog, heading, message as messageClass, modal, overlay } from './ConfirmDialog.css.ts';

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The confirmations the spec asks for, with wording screens can start from. */
export const confirmPresets = {
  archive: {
    title: 'Archive',
    message: 'Are you sure you want to archive this?',
    confirmLabel: 'Archive',
    destructive: false,
  },
  restore: {
    title: 'Restore',
    message: 'Are you sure you want to restore this?',
    confirmLabel: 'Restore',
    destructive: false,
  },
  delete: {
    title: 'Delete',
    message: 'Are you sure you want to delete this? This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
  },
  resend: {
    title: 'Resend invitation',
    message: 'Send the invitation email again?',
    confirmLabel: 'Resend',
    destructive: false,
  },
  remove: {
    title: 'Remove',
    message: 'Are you sure you want to remove this?',
    confirmLabel: 'Remove',
    destructive: true,
  },
} as const;

export const confirmKinds = Object.keys(confirmPresets) as (keyof typeof confirmPresets)[];

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that delete or cannot be undone. */
  destructive?: boolean;
  /**
   * Runs on confirm. If it returns a promise the button shows progress and the dialog closes once it
   * settles successfully; on rejection it stays open (the caller shows the error, e.g. a toast).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Controlled use: the screen opens it (e.g. from a table row action). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Uncontrolled use: the button that opens it. */
  trigger?: ReactElement;
}

/**
 * Asks before archive, restore, delete (cannot be undone), resend and remove. An alertdialog: focus starts on its
 * heading (with a ring; Tab reaches Cancel), Escape or Cancel closes without acting, and focus returns to what opened
 * it, or, when that is gone (the row archived away), to the row's next action, the row in its place or the table.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  isOpen,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const origin = useRef<FocusOrigin | null>(null);
  const openChange = (open: boolean) => {
    if (open) origin.current = focusOrigin();
    else {
      keepFocusNear(origin.current);
      origin.current = null;
    }
    onOpenChange?.(open);
  };
  // Controlled use: the screen opens and closes it without onOpenChange.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (trigger) return;
    if (isOpen && !wasOpen.current) origin.current ??= focusOrigin();
    if (!isOpen && wasOpen.current && origin.current) {
      keepFocusNear(origin.current);
      origin.current = null;
    }
    wasOpen.current = isOpen === true;
  }, [isOpen, trigger]);
  // Unmounted while open: the row it sat in went with its record (the list refreshed before the action's promise
  // settled, so the close comes after the row's removal). The watch starts here, in the commit that removes the row and
  // before its elements leave the page, so focus that falls to the body with them is put back in the same task.
  useLayoutEffect(
    () => () => {
      keepFocusNear(origin.current);
      origin.current = null;
    },
    [],
  );

  const content = (
    <ModalOverlay
      className={overlay}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      {...(trigger ? {} : { isOpen, onOpenChange: openChange })}
    >
      <Modal className={modal}>
        <Dialog role="alertdialog" className={dialog} ref={focusDialogStart}>
          {({ close }) => (
            <>
              <Heading slot="title" className={heading}>
                {title}
              </Heading>
              <div className={messageClass}>{message}</div>
              <div className={actions}>
                <Button
                  variant="secondary"
                  isDisabled={pending}
                  onPress={() => {
                    onCancel?.();
                    close();
                  }}
                >
                  {cancelLabel}
                </Button>
                <Button
                  variant={destructive ? 'danger' : 'primary'}
                  isPending={pending}
                  onPress={async () => {
                    const result = onConfirm();
                    if (!isPromiseLike(result)) {
                      close();
                      return;
                    }
                    setPending(true);
                    try {
                      await result;
                      close();
                    } catch {
                      // Stay open: the caller reports the failure.
                    } finally {
                      setPending(false);
                    }
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );

  if (!trigger) return content;
  return (
    <DialogTrigger {...(isOpen !== undefined ? { isOpen } : {})} onOpenChange={openChange}>
      {trigger}
      {content}
    </DialogTrigger>
  );
}
