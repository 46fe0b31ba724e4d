// A confirmation's message: the spec's question, then what goes with the record. The count in the second sentence may
// come from a call made as the dialog opens; until it answers (or when it fails) the sentence is said without it.
import { useEffect, useRef, useState } from 'react';

export interface CascadeMessageProps {
  /** The spec's question, e.g. "Are you sure you want to archive this?". */
  question: string;
  /** The sentence saying what goes with the record, given the count when known. */
  cascade: (count?: number) => string;
  /** The count, or how to get it (asked once, as the dialog opens). */
  count?: number | (() => Promise<number>) | undefined;
}

export function CascadeMessage({ question, cascade, count }: CascadeMessageProps) {
  const [known, setKnown] = useState(typeof count === 'number' ? count : undefined);
  const ask = useRef(typeof count === 'function' ? count : undefined);
  useEffect(() => {
    const fetchCount = ask.current;
    if (!fetchCount) return;
    let open = true;
    fetchCount().then(
      (value) => {
        if (open) setKnown(value);
      },
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, []);
  return (
    <>
      <p>{question}</p>
      <p>{cascade(known)}</p>
    </>
  );
}
