import { focusDialogStart, Icon, type PdfSource } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from '../shared/rentalScreen.css.ts';

// pdf.js is large: it is fetched the first time a document is opened, never with the area's chunk.
const PdfViewer = lazy(() => import('./pdfViewer.ts').then((module) => ({ default: module.PdfViewer })));

export interface DocumentViewerDialogProps {
  /** The open document's title, or null when the viewer is closed. */
  title: string | null;
  fileName?: string | undefined;
  /** The PDF's bytes once fetched (documents are not public: the portal fetches them with its token). */
  source: PdfSource | null;
  errorMessage?: string | undefined;
  onClose: () => void;
}

/** A modal with the PDF viewer (Previous, Next, Page x of y, Download). Escape or Close returns focus. */
export function DocumentViewerDialog({
  title,
  fileName,
  source,
  errorMessage,
  onClose,
}: DocumentViewerDialogProps) {
  return (
    <ModalOverlay
      isOpen={title !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className={styles.dialogOverlay}
    >
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog} ref={focusDialogStart}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogHeading}>
              {title}
            </Heading>
            <AriaButton
              slot="close"
              className={styles.closeButton}
              aria-label={`Close ${title ?? 'document'}`}
            >
              <Icon name="close" size={20} />
            </AriaButton>
          </div>
          <Suspense fallback={<p className={styles.hint}>Loading the viewer…</p>}>
            <PdfViewer
              source={source}
              title={title ?? ''}
              {...(fileName ? { fileName } : {})}
              {...(errorMessage ? { errorMessage } : {})}
            />
          </Suspense>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
