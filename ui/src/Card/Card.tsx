import { type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './Card.css.ts';

export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps {
  /** The card's heading; a titled card is a labelled region of the page. */
  title?: string;
  headingLevel?: CardHeadingLevel;
  /** The heading's id, for a link to the card ("On this page"); a generated one otherwise. */
  headingId?: string;
  /** Buttons or links beside the heading (Edit Property, Add Staff…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A bordered panel for a block of a detail page: the agent card, a staff panel, the strata company block. */
export function Card({ title, headingLevel = 2, headingId: givenId, actions, children }: CardProps) {
  const generatedId = useId();
  const headingId = givenId ?? generatedId;
  const header =
    title || actions ? (
      <div className={styles.header}>
        {title ? (
          <Heading level={headingLevel} id={headingId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    ) : null;
  return title ? (
    <section aria-labelledby={headingId} className={styles.card}>
      {header}
      <div className={styles.body}>{children}</div>
    </section>
  ) : (
    <div className={styles.card}>
      {header}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
