import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { field, group } from '../FieldWrapper/FieldWrapper.css.ts';
import { FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { segment } from './DateField.css.ts';
import { type DateFieldPropsOf, withCalendarDates } from './dateValue.ts';

export interface DateFieldProps extends DateFieldPropsOf<AriaDateFieldProps<DateValue>> {}

/** The typed segments of a date (year, month, day in the locale's order), in an input styled by `className`. */
export function DateSegments({ className }: { className: string }) {
  return (
    <DateInput className={className}>{(seg) => <DateSegment segment={seg} className={segment} />}</DateInput>
  );
}

/**
 * A date typed segment by segment (year, month, day in the locale's order); arrow keys change a
 * segment. Use DatePicker when a calendar helps.
 */
export function DateField(props: DateFieldProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaDateField {...withCalendarDates(aria)} className={field}>
      <FieldWrapper {...wrapper}>
        <DateSegments className={group} />
      </FieldWrapper>
    </AriaDateField>
  );
}
