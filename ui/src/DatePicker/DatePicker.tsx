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
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { dateInput, segment } from '../DateField/DateField.css.ts';
import { type DateStringKey, type DateStringProps, withCalendarDates } from '../DateField/dateValue.ts';
import { field, group, groupButton } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { cell, dialog, grid, header, headerCell, heading, popover } from './DatePicker.css.ts';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<DateValue>, 'className' | 'style' | 'children' | 'render' | DateStringKey>,
    FieldLabelProps,
    DateStringProps {}

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
          <DateInput className={dateInput}>
            {(seg) => <DateSegment segment={seg} className={segment} />}
          </DateInput>
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
