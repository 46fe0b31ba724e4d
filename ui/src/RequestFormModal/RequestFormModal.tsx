import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { focusDialogStart } from '../utils/dialogFocus.ts';
import * as styles from './RequestFormModal.css.ts';

export interface RequestFormModalProps {
  /** The form's name, e.g. "Strata Corporations Request": the dialog's heading and the frame's title. */
  title: string;
  /** The hosted form's address at the forms provider; undefined while none is set up (`unavailable` shows). */
  src: string | undefined;
  /** Shown in place of the frame when there is no form to show: how else to reach the company. */
  unavailable?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A modal frame hosting an external request form (strata, rental or developer proposal) in an
 * iframe, or, where no form is set up, what `unavailable` says instead of a frame that cannot load. It opens with
 * focus on its heading; Escape, the Close button or a click outside closes it; focus returns to what opened it.
 */
export function RequestFormModal({ title, src, unavailable, isOpen, onOpenChange }: RequestFormModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} ref={focusDialogStart}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <AriaButton slot="close" className={styles.close} aria-label={`Close ${title}`}>
              <Icon name="close" size={20} />
            </AriaButton>
          </div>
          {src ? (
            <iframe title={title} src={src} className={styles.frame} />
          ) : (
            <div className={styles.unavailable}>{unavailable}</div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
