import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css.ts';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface DescriptionItem {
  term: string;
  /** The value; null, undefined or '' shows the placeholder. */
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** columns: term beside value, two pairs a row on wide screens; stacked: term above value. */
  layout?: DescriptionListLayout;
  /** Shown for a missing value (read aloud, unlike a dash). */
  placeholder?: string;
}

function isMissing(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label–value pairs for detail pages (property, owner, unit, agent). */
export function DescriptionList({
  items,
  layout = 'columns',
  placeholder = 'Not provided',
}: DescriptionListProps) {
  return (
    <dl className={styles.list({ layout })}>
      {items.map((item) => (
        <div key={item.term} className={styles.pair({ layout })}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>
            {isMissing(item.description) ? (
              <span className={styles.placeholder}>{placeholder}</span>
            ) : (
              item.description
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
