import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { field, group } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper } from '../FieldWrapper/FieldWrapper.tsx';
import { dateInput, segment } from './DateField.css.ts';
import { fromCalendarDate, toCalendarDate } from './dateValue.ts';

type DateStringProps = 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue';

export interface DateFieldProps
  extends Omit<
      AriaDateFieldProps<DateValue>,
      'className' | 'style' | 'children' | 'render' | DateStringProps
    >,
    FieldLabelProps {
  /** ISO date, e.g. "2026-12-01"; "" when empty. */
  value?: string;
  defaultValue?: string;
  /** Called with the ISO date once complete, or "" when cleared. */
  onChange?: (value: string) => void;
  minValue?: string;
  maxValue?: string;
}

/**
 * A date typed segment by segment (year, month, day in the locale's order); arrow keys change a
 * segment. Use DatePicker when a calendar helps.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  validationBehavior = 'aria',
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      {...(value !== undefined ? { value: toCalendarDate(value) } : {})}
      defaultValue={toCalendarDate(defaultValue)}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
      onChange={(next) => onChange?.(fromCalendarDate(next))}
      validationBehavior={validationBehavior}
      className={field}
    >
      <FieldWrapper
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <DateInput className={`${group} ${dateInput}`}>
          {(seg) => <DateSegment segment={seg} className={segment} />}
        </DateInput>
      </FieldWrapper>
    </AriaDateField>
  );
}
