import { useCallback, useState } from 'react';

/**
 * A value that is either controlled by the parent (`value` given) or kept here (`defaultValue`),
 * so fields that transform their text (phone, postal code, time) work both ways.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
