import { type FocusEvent, useState } from 'react';
import type { FieldLabelProps } from '../FieldWrapper/FieldWrapper.tsx';
import { useControllableValue } from './useControllableValue.ts';

/** The props of a text field that checks its own text: its value, and what the form says about it. */
export interface CheckedTextProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** What the form says: its verdict and message win over the field's own check. */
  isInvalid?: boolean;
  errorMessage?: FieldLabelProps['errorMessage'];
}

/** How a field checks its text. */
export interface TextCheck {
  /** Rewrites the text as the user types (e.g. upper case); identity by default. */
  transform?: (text: string, previous: string) => string;
  /** Tidies the text when the field loses focus (e.g. 6045550147 → 604-555-0147). */
  format?: (text: string) => string;
  /** The spec's message for what is wrong with a non-empty text; undefined when it is right. */
  problem: (text: string) => string | undefined;
  /** The check starts at the first blur, or earlier once this holds. */
  checkEarly?: (text: string) => boolean;
}

/**
 * Shared by the fields that check their own text (phone, postal code, time, password and its confirmation): keep
 * the text, tidy it on blur, and from the first blur flag what is wrong with the spec's message unless the form
 * has its own verdict. Returns the props for the input (`field`) and the caller's other props (`rest`).
 */
export function useCheckedText<P extends CheckedTextProps>(props: P, check: TextCheck) {
  const { value, defaultValue, onChange, onBlur, isInvalid, errorMessage, ...rest } = props;
  const [text, setText] = useControllableValue(value, defaultValue ?? '', onChange);
  const [blurred, setBlurred] = useState(false);
  const checking = blurred || check.checkEarly?.(text) === true;
  const problem = checking && text !== '' ? check.problem(text) : undefined;
  const formInvalid = isInvalid === true;
  const field = {
    value: text,
    onChange: (next: string) => setText(check.transform ? check.transform(next, text) : next),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const formatted = check.format ? check.format(text) : text;
      if (formatted !== text) setText(formatted);
      setBlurred(true);
      onBlur?.(event);
    },
    isInvalid: formInvalid || problem !== undefined,
    errorMessage: formInvalid ? errorMessage : (problem ?? errorMessage),
  };
  return { field, rest };
}

/** A check from a shape test and the spec's message for a wrong shape. */
export function shapeCheck(isValid: (text: string) => boolean, message: string) {
  return (text: string) => (isValid(text) ? undefined : message);
}
