import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './RequestFormModal.css.ts';

export interface RequestFormModalProps {
  /** The form's name, e.g. "Strata Corporations Request": the dialog's heading and the frame's title. */
  title: string;
  /** The hosted form's address at the forms provider. */
  src: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A modal frame hosting an external request form (strata, rental or developer proposal) in an
 * iframe. Escape, the Close button or a click outside closes it; focus returns to what opened it.
 */
export function RequestFormModal({ title, src, isOpen, onOpenChange }: RequestFormModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <AriaButton slot="close" className={styles.close} aria-label={`Close ${title}`}>
              <Icon name="close" size={20} />
            </AriaButton>
          </div>
          <iframe title={title} src={src} className={styles.frame} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
