import { type FocusEvent, useState } from 'react';
import { useControllableValue } from './useControllableValue.ts';

export interface FormatOnBlurOptions {
  value: string | undefined;
  defaultValue: string | undefined;
  onChange: ((value: string) => void) | undefined;
  onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  /** Rewrites the text as the user types (e.g. upper case); identity by default. */
  transform?: (text: string, previous: string) => string;
  /** Tidies the text when the field loses focus (e.g. 6045550147 → 604-555-0147). */
  format: (text: string) => string;
  /** Whether a non-empty text has the right shape. */
  isValid: (text: string) => boolean;
  /** The spec's message for a wrong shape. */
  invalidMessage: string;
  /** What the form says: its verdict and message win over the format check. */
  isInvalid: boolean | undefined;
  errorMessage: import('../FieldWrapper/FieldWrapper.tsx').FieldLabelProps['errorMessage'];
}

/**
 * Shared by the spec's formatted fields (phone, postal code, time): keep the text, reformat it on
 * blur, and after the first blur flag a wrong shape with the spec's message unless the form has its own verdict.
 */
export function useFormatOnBlur(options: FormatOnBlurOptions) {
  const [text, setText] = useControllableValue(options.value, options.defaultValue ?? '', options.onChange);
  const [blurred, setBlurred] = useState(false);
  const transform = options.transform ?? ((next: string) => next);
  const shapeInvalid = blurred && text !== '' && !options.isValid(text);
  const formInvalid = options.isInvalid === true;
  return {
    value: text,
    onChange: (next: string) => setText(transform(next, text)),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const formatted = options.format(text);
      if (formatted !== text) setText(formatted);
      setBlurred(true);
      options.onBlur?.(event);
    },
    isInvalid: formInvalid || shapeInvalid,
    errorMessage: formInvalid
      ? options.errorMessage
      : shapeInvalid
        ? options.invalidMessage
        : options.errorMessage,
  };
}
