import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFormatOnBlur } from '../utils/useFormatOnBlur.ts';
import { formatPhone, invalidPhoneMessage, isValidPhone, phoneMaxLength } from './phone.ts';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

/**
 * A North American phone number. On blur, 10 digits are rewritten as 123-456-7890 (typed up to 14 characters);
 * after the first blur a wrong shape shows "invalid phone number" unless the form passes its own error.
 */
export function PhoneField({
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  ...props
}: PhoneFieldProps) {
  const phone = useFormatOnBlur({
    value,
    defaultValue,
    onChange,
    onBlur,
    // The browser enforces maxLength on typing; this also covers text set by scripts and autofill.
    transform: (text) => text.slice(0, phoneMaxLength),
    format: formatPhone,
    isValid: isValidPhone,
    invalidMessage: invalidPhoneMessage,
    isInvalid,
    errorMessage,
  });
  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      {...props}
      type="tel"
      maxLength={phoneMaxLength}
      value={phone.value}
      onChange={phone.onChange}
      onBlur={phone.onBlur}
      isInvalid={phone.isInvalid}
      errorMessage={phone.errorMessage}
    />
  );
}
