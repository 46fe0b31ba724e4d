import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { field, input } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { counter, descriptionRow, textArea } from './TextArea.css.ts';
import { countWords, wordCounterText } from './wordCount.ts';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldLabelProps {
  placeholder?: string;
  rows?: number;
  /**
   * Most words allowed (bylaw forms: 200). Shows "n / 200 words" under the field; past the limit
   * the field is invalid and shows `overLimitMessage`. Typing is not blocked, so pasted text can be trimmed.
   */
  wordLimit?: number;
  overLimitMessage?: string;
}

/** Multi-line text (additional info, notes), optionally with a word counter and limit. */
export function TextArea({ placeholder, rows = 5, wordLimit, overLimitMessage, ...props }: TextAreaProps) {
  const { wrapper, aria } = splitFieldProps(props);
  const { description, errorMessage } = wrapper;
  // Counted from our own copy so both controlled and uncontrolled use work.
  const [innerText, setInnerText] = useState(props.defaultValue ?? '');
  const text = props.value ?? innerText;
  const words = countWords(text);
  const overLimit = wordLimit !== undefined && words > wordLimit;

  const counterNode =
    wordLimit !== undefined ? (
      <span className={counter} data-over-limit={overLimit || undefined}>
        {wordCounterText(words, wordLimit)}
      </span>
    ) : null;

  return (
    <AriaTextField
      {...aria}
      onChange={(next) => {
        setInnerText(next);
        props.onChange?.(next);
      }}
      isInvalid={overLimit || props.isInvalid}
      className={field}
    >
      <FieldWrapper
        {...wrapper}
        description={
          counterNode ? (
            <span className={descriptionRow}>
              {description ? <span>{description}</span> : null}
              {counterNode}
            </span>
          ) : (
            description
          )
        }
        errorMessage={overLimit ? (overLimitMessage ?? `Limited to ${wordLimit} words`) : errorMessage}
      >
        <AriaTextArea className={`${input} ${textArea}`} placeholder={placeholder} rows={rows} />
      </FieldWrapper>
    </AriaTextField>
  );
}
