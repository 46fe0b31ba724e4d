import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFormatOnBlur } from '../utils/useFormatOnBlur.ts';
import {
  formatPostalCode,
  invalidPostalCodeMessage,
  isValidPostalCode,
  postalCodeMaxLength,
  upperPostalCode,
} from './postalCode.ts';

export interface PostalCodeFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

/**
 * A Canadian postal code: upper-cased as typed, written "V5H 2E2" on blur, and after the first blur
 * a wrong shape shows "Invalid postal code" unless the form passes its own error.
 */
export function PostalCodeField({
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  ...props
}: PostalCodeFieldProps) {
  const postal = useFormatOnBlur({
    value,
    defaultValue,
    onChange,
    onBlur,
    transform: upperPostalCode,
    format: formatPostalCode,
    isValid: isValidPostalCode,
    invalidMessage: invalidPostalCodeMessage,
    isInvalid,
    errorMessage,
  });
  return (
    <TextField
      autoComplete="postal-code"
      {...props}
      maxLength={postalCodeMaxLength}
      value={postal.value}
      onChange={postal.onChange}
      onBlur={postal.onBlur}
      isInvalid={postal.isInvalid}
      errorMessage={postal.errorMessage}
    />
  );
}
