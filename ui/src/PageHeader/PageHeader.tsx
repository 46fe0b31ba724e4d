import type { ReactNode } from 'react';
import { Heading, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import type { LinkItem } from '../Link/Link.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's one h1, e.g. "Strata Unit 1203". */
  title: string;
  /** A line under the title, e.g. the building and lot number. */
  description?: ReactNode;
  /** Buttons or button-like links at the end (New Owner, View Archives…). */
  actions?: ReactNode;
  /** A link back up, e.g. "Back To Building". */
  backLink?: LinkItem;
}

/** The top of a page: optional back link, the title, a description and the page's actions. */
export function PageHeader({ title, description, actions, backLink }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      {backLink ? (
        <Link href={backLink.href} className={styles.back}>
          <Icon name="chevronLeft" />
          {backLink.label}
        </Link>
      ) : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <Heading level={1} className={styles.title}>
            {title}
          </Heading>
          {description ? <div className={styles.description}>{description}</div> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
