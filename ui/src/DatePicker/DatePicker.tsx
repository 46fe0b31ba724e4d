import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { dateInput } from '../DateField/DateField.css.ts';
import { DateSegments } from '../DateField/DateField.tsx';
import { type DateFieldPropsOf, withCalendarDates } from '../DateField/dateValue.ts';
import { field, group, groupButton } from '../FieldWrapper/FieldWrapper.css.ts';
import { FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { cell, dialog, grid, header, headerCell, heading, popover } from './DatePicker.css.ts';

export interface DatePickerProps extends DateFieldPropsOf<AriaDatePickerProps<DateValue>> {}

/**
 * A date typed in segments or picked from a calendar (withdraw dates, payment start date, form dates).
 * The calendar opens from the button or Alt+ArrowDown; arrows move by day, Page Up/Down by month.
 */
export function DatePicker(props: DatePickerProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaDatePicker {...withCalendarDates(aria)} className={field}>
      <FieldWrapper {...wrapper}>
        <Group className={group}>
          <DateSegments className={dateInput} />
          <Button className={groupButton}>
            <Icon name="calendar" size={18} />
          </Button>
        </Group>
      </FieldWrapper>
      <Popover className={popover} placement="bottom end">
        <Dialog className={dialog}>
          <Calendar>
            <header className={header}>
              <Button slot="previous" className={groupButton}>
                <Icon name="chevronLeft" size={18} />
              </Button>
              <Heading className={heading} />
              <Button slot="next" className={groupButton}>
                <Icon name="chevronRight" size={18} />
              </Button>
            </header>
            <CalendarGrid className={grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
