import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { shapeCheck, type TextCheck, useCheckedText } from '../utils/useCheckedText.ts';
import { invalidTimeMessage, isCompleteTime, normaliseTime, timePlaceholder } from './timeText.ts';

export interface TimeFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'defaultValue'> {
  defaultValue?: string;
}

const timeCheck: TextCheck = {
  format: normaliseTime,
  problem: shapeCheck(isCompleteTime, invalidTimeMessage),
};

/**
 * A time of day (onsite staff hours), typed as people say it: "9", "9am", "9:30 pm", "17:00". On leaving the field
 * it reads "09:30 pm". Empty is allowed and means off; text that is not a time is flagged after blur.
 */
export function TimeField({ placeholder = timePlaceholder, ...props }: TimeFieldProps) {
  const { field, rest } = useCheckedText(props, timeCheck);
  return <TextField autoComplete="off" {...rest} maxLength={12} placeholder={placeholder} {...field} />;
}
