import { type ReactNode, useId, useRef } from 'react';
import * as styles from './AppShell.css.ts';

export interface AppShellProps {
  /** The public bar or the role's bar. */
  topBar: ReactNode;
  /** Usually the Footer. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame: a skip link, the top bar, the main landmark and the footer. The skip link
 * moves focus into main so keyboard users need not tab through the whole menu on every page.
 */
export function AppShell({ topBar, footer, children }: AppShellProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.root}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Focus main directly: the router must not treat the fragment as a navigation.
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
      >
        Skip to main content
      </a>
      <header className={styles.header}>{topBar}</header>
      <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
