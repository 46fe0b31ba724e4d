import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { field, group } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { dateInput, segment } from './DateField.css.ts';
import { type DateStringKey, type DateStringProps, withCalendarDates } from './dateValue.ts';

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<DateValue>, 'className' | 'style' | 'children' | 'render' | DateStringKey>,
    FieldLabelProps,
    DateStringProps {}

/**
 * A date typed segment by segment (year, month, day in the locale's order); arrow keys change a
 * segment. Use DatePicker when a calendar helps.
 */
export function DateField(props: DateFieldProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaDateField {...withCalendarDates(aria)} className={field}>
      <FieldWrapper {...wrapper}>
        <DateInput className={`${group} ${dateInput}`}>
          {(seg) => <DateSegment segment={seg} className={segment} />}
        </DateInput>
      </FieldWrapper>
    </AriaDateField>
  );
}
