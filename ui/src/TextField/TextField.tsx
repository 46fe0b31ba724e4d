import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { field, input } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldLabelProps {
  type?: TextFieldType;
  /** A hint inside the empty input; never a replacement for the label. */
  placeholder?: string;
  /** Rendered after the input inside the field column, e.g. a live checklist. */
  children?: ReactNode;
}

/**
 * A single-line text field: label, input, description and the spec's error message.
 * Validation is shown as it happens (`validationBehavior="aria"`), driven by `isInvalid` and
 * `errorMessage` from the form, or by `validate`.
 */
export function TextField({ placeholder, type = 'text', children, ...props }: TextFieldProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaTextField {...aria} type={type} className={field}>
      <FieldWrapper {...wrapper}>
        <Input className={input} placeholder={placeholder} />
      </FieldWrapper>
      {children}
    </AriaTextField>
  );
}
