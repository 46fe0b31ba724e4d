import { Button as AriaButton, Link } from 'react-aria-components';
import type { Href } from '../Link/Link.tsx';
import { type RequestFormId, requestFormTitles } from '../PublicBar/PublicBar.tsx';
import * as styles from './Footer.css.ts';

/** The spec fixes the copyright year: "The copyright line reads 2022". */
export const copyrightYear = 2022;

/** "© 2022 Name. All rights reserved." without doubling the period of a name ending in "Ltd.". */
export function copyrightLine(companyName: string): string {
  const name = companyName.endsWith('.') ? companyName : `${companyName}.`;
  return `© ${copyrightYear} ${name} All rights reserved.`;
}

export interface FooterLink {
  label: string;
  href: Href;
}

export interface FooterProps {
  /** The company's public site pages. */
  links: readonly FooterLink[];
  /** Opens the strata or rental proposal-request form in the modal frame. */
  onOpenRequestForm: (form: Extract<RequestFormId, 'strata' | 'rental'>) => void;
  companyName: string;
}

/** The page footer: public site links, the two proposal-request forms, and the copyright line. */
export function Footer({ links, onOpenRequestForm, companyName }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.column}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Request a proposal</h2>
          <ul className={styles.list}>
            <li>
              <AriaButton className={styles.link} onPress={() => onOpenRequestForm('strata')}>
                {requestFormTitles.strata}
              </AriaButton>
            </li>
            <li>
              <AriaButton className={styles.link} onPress={() => onOpenRequestForm('rental')}>
                {requestFormTitles.rental}
              </AriaButton>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{copyrightLine(companyName)}</p>
    </footer>
  );
}
