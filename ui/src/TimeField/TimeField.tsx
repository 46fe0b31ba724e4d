import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { shapeCheck, type TextCheck, useCheckedText } from '../utils/useCheckedText.ts';
import { invalidTimeMessage, isCompleteTime, maskTime, timePlaceholder } from './timeMask.ts';

export interface TimeFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

const timeCheck: TextCheck = { transform: maskTime, problem: shapeCheck(isCompleteTime, invalidTimeMessage) };

/**
 * A time masked as hh:mm am/pm (onsite staff hours). Type digits and "a" or "p": "930p" gives
 * "09:30 pm". Empty is allowed and means off; a partial time is flagged after blur.
 */
export function TimeField({ placeholder = timePlaceholder, ...props }: TimeFieldProps) {
  const { field, rest } = useCheckedText(props, timeCheck);
  return <TextField autoComplete="off" {...rest} maxLength={8} placeholder={placeholder} {...field} />;
}
