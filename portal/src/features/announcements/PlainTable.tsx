// The plain tables of the announcement screens (who read an announcement, whose address bounces): a caption,
// a row of column headings, and the rows the screen draws.
import type { ReactNode } from 'react';
import { formatDateTime } from '../shared/dateTime.ts';
import * as styles from './announcements.css.ts';

export function PlainTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.empty}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} className={styles.cell} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a moment, as the portal writes one, with its machine-readable time. */
export function TimeCell({ at }: { at: string }) {
  return (
    <td className={styles.cell}>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </td>
  );
}
