import { AppShell, Footer, type RequestFormId, requestFormTitles } from '@portal/ui';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { AppProviders, type Navigate } from '../../../app/AppProviders.tsx';
import { toastsShown } from '../../../app/toaster.ts';
import { companyContact, companyName, footerLinks, requestFormUrls } from '../../../config/company.ts';

// The toast region is fetched with the first toast (app/toaster.ts).
const ToastRegion = lazy(() =>
  import('../../../app/toastParts.ts').then((module) => ({ default: module.ToastRegion })),
);

// The modal frame is fetched the first time a request form is opened, not with every page.
const RequestFormModal = lazy(() =>
  import('./requestFormModal.ts').then((module) => ({
    default: module.RequestFormModal,
  })),
);

export interface PageFrameProps {
  /** The top bar: the public bar or the role's bar. It gets the request-form opener. */
  bar: (openRequestForm: (form: RequestFormId) => void) => ReactNode;
  /** Client-side navigation for the ui's links and menus (the router's); without it they load their page. */
  navigate?: Navigate | undefined;
  children: ReactNode;
}

/**
 * Every page: skip link, top bar, main content, footer, the toasts, and the modal frame for the hosted request forms.
 */
export function PageFrame({ bar, navigate, children }: PageFrameProps) {
  const [isOpen, setOpen] = useState(false);
  const showToasts = useSyncExternalStore(toastsShown.subscribe, toastsShown.get, () => false);
  // Kept after closing so the dialog can finish closing with its content.
  const [shownForm, setShownForm] = useState<RequestFormId | null>(null);
  const open = (form: RequestFormId) => {
    setShownForm(form);
    setOpen(true);
  };
  return (
    <AppProviders navigate={navigate}>
      <AppShell
        topBar={bar(open)}
        footer={<Footer links={footerLinks} companyName={companyName} onOpenRequestForm={open} />}
      >
        {children}
      </AppShell>
      {showToasts ? (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      ) : null}
      {shownForm ? (
        <Suspense fallback={null}>
          <RequestFormModal
            title={requestFormTitles[shownForm]}
            src={requestFormUrls[shownForm]}
            unavailable={
              <p>
                This request form is not available right now. Email{' '}
                <a href={`mailto:${companyContact.email}`}>{companyContact.email}</a> or call{' '}
                <a href={`tel:${companyContact.phone}`}>{companyContact.phone}</a> and we will help you.
              </p>
            }
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
