import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { shapeCheck, type TextCheck, useCheckedText } from '../utils/useCheckedText.ts';
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

const postalCodeCheck: TextCheck = {
  transform: upperPostalCode,
  format: formatPostalCode,
  problem: shapeCheck(isValidPostalCode, invalidPostalCodeMessage),
};

/**
 * A Canadian postal code: upper-cased as typed, written "V5H 2E2" on blur, and after the first blur
 * a wrong shape shows "Invalid postal code" unless the form passes its own error.
 */
export function PostalCodeField(props: PostalCodeFieldProps) {
  const { field, rest } = useCheckedText(props, postalCodeCheck);
  return <TextField autoComplete="postal-code" {...rest} maxLength={postalCodeMaxLength} {...field} />;
}
