// A file name, title or email address that wraps at its separators on a narrow screen instead of being cut
// ("Lease-Agreement-RM0023.pd"): a line may break after "-", "_" and "/", and before "." and "@"; a part longer than
// the line still breaks anywhere rather than overflow.
import type { ReactNode } from 'react';
import * as styles from './rentalScreen.css.ts';

const breakPoints = /(?<=[-_/])|(?=[.@])/;

/** The text with a line-break opportunity (<wbr>) at each separator. */
export function BreakableName({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of text.split(breakPoints)) {
    if (offset > 0) nodes.push(<wbr key={offset} />);
    nodes.push(part);
    offset += part.length;
  }
  return <span className={styles.breakable}>{nodes}</span>;
}
