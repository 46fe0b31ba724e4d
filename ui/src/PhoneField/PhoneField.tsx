import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { shapeCheck, type TextCheck, useCheckedText } from '../utils/useCheckedText.ts';
import { formatPhone, invalidPhoneMessage, isValidPhone, phoneMaxLength } from './phone.ts';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

const phoneCheck: TextCheck = {
  // The browser enforces maxLength on typing; this also covers text set by scripts and autofill.
  transform: (text) => text.slice(0, phoneMaxLength),
  format: formatPhone,
  problem: shapeCheck(isValidPhone, invalidPhoneMessage),
};

/**
 * A North American phone number. On blur, 10 digits are rewritten as 123-456-7890 (typed up to 14 characters);
 * after the first blur a wrong shape shows "invalid phone number" unless the form passes its own error.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { field, rest } = useCheckedText(props, phoneCheck);
  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      {...rest}
      type="tel"
      maxLength={phoneMaxLength}
      {...field}
    />
  );
}
