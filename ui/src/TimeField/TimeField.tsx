import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFormatOnBlur } from '../utils/useFormatOnBlur.ts';
import { invalidTimeMessage, isCompleteTime, maskTime, timePlaceholder } from './timeMask.ts';

export interface TimeFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

/**
 * A time masked as hh:mm am/pm (onsite staff hours). Type digits and "a" or "p": "930p" gives
 * "09:30 pm". Empty is allowed and means off; a partial time is flagged after blur.
 */
export function TimeField({
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  placeholder = timePlaceholder,
  ...props
}: TimeFieldProps) {
  const time = useFormatOnBlur({
    value,
    defaultValue,
    onChange,
    onBlur,
    transform: maskTime,
    format: (text) => text,
    isValid: isCompleteTime,
    invalidMessage: invalidTimeMessage,
    isInvalid,
    errorMessage,
  });
  return (
    <TextField
      autoComplete="off"
      {...props}
      maxLength={8}
      placeholder={placeholder}
      value={time.value}
      onChange={time.onChange}
      onBlur={time.onBlur}
      isInvalid={time.isInvalid}
      errorMessage={time.errorMessage}
    />
  );
}
