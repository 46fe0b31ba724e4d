// A modal form of the building page (Add Strata Unit, Edit Strata Unit, Replace Current Registered Owner, New
// Folder): a dialog with its heading and a Close button; Escape or Close dismisses it and focus returns to the
// button that opened it.
import { Button, focusDialogStart } from '@portal/ui';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from '../shared/buildingScreen.css.ts';

export interface BuildingModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

export function BuildingModal({ title, isOpen, onOpenChange, children }: BuildingModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.modalOverlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.modalDialog} ref={focusDialogStart}>
          <div className={styles.modalHeader}>
            <Heading slot="title" level={2} className={styles.modalHeading}>
              {title}
            </Heading>
            <Button variant="secondary" size="small" slot="close">
              Close
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
