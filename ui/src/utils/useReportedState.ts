import { useState } from 'react';

/**
 * For stories that hold a controlled component's value in state, as a form would: the value, and a change handler
 * that reports each change to the story's spy (`report`) before keeping it.
 */
export function useReportedState<V, Next extends V = V>(
  initial: V,
  report: (next: Next) => void,
): [V, (next: Next) => void] {
  const [value, setValue] = useState<V>(initial);
  return [
    value,
    (next: Next) => {
      report(next);
      setValue(next);
    },
  ];
}
