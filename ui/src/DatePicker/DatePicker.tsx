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
import { fromCalendarDate, toCalendarDate } from '../DateField/dateValue.ts';
import { field, group, groupButton } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { cell, dialog, grid, header, headerCell, heading, popover } from './DatePicker.css.ts';

type DateStringProps = 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue';

export interface DatePickerProps
  extends Omit<
      AriaDatePickerProps<DateValue>,
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
 * A date typed in segments or picked from a calendar (withdraw dates, payment start date, form dates).
 * The calendar opens from the button or Alt+ArrowDown; arrows move by day, Page Up/Down by month.
 */
export function DatePicker({
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
}: DatePickerProps) {
  return (
    <AriaDatePicker
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
