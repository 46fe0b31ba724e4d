import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import {
  description as descriptionClass,
  error as errorClass,
  label as labelClass,
  requiredMark,
} from './FieldWrapper.css.ts';

/** What every field of the library takes besides its value: the words around the control. */
export interface FieldLabelProps {
  /** The visible label; also the accessible name. */
  label: ReactNode;
  /** Help shown under the control and linked with aria-describedby. */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid: the spec's exact message. A function receives
   * react-aria's validation result (native constraint or `validate` prop errors).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export interface FieldWrapperProps extends FieldLabelProps {
  /** Marks the label with an asterisk; the control itself carries aria-required. */
  isRequired?: boolean | undefined;
  /** The control (Input, Group, TextArea …) that sits between the label and the messages. */
  children: ReactNode;
}

/**
 * The pattern shared by every field: label, control, description and error message.
 * It must sit inside a react-aria field (TextField, NumberField, Select …), which wires the
 * label, description and error to the control through context.
 */
export function FieldWrapper({ label, description, errorMessage, isRequired, children }: FieldWrapperProps) {
  return (
    <>
      <Label className={labelClass}>
        {label}
        {isRequired ? (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <Text slot="description" elementType="div" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * Splits a field's props: the words FieldWrapper shows (with the required mark), and the props of the
 * react-aria field, which shows validation as it happens unless told otherwise (`validationBehavior="aria"`).
 */
export function splitFieldProps<
  P extends FieldLabelProps & { isRequired?: boolean; validationBehavior?: 'aria' | 'native' },
>(props: P) {
  const { label, description, errorMessage, validationBehavior = 'aria', ...aria } = props;
  return {
    wrapper: { label, description, errorMessage, isRequired: props.isRequired },
    aria: { ...aria, validationBehavior },
  };
}
