import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TimeField } from '../TimeField/TimeField.tsx';
import { isCompleteTime } from '../TimeField/timeText.ts';
import { visuallyHidden } from '../theme/theme.css.ts';
import {
  day as dayClass,
  description as descriptionClass,
  end as endClass,
  error as errorClass,
  fieldset,
  legend,
  offBadge,
  row,
  rows,
  start as startClass,
  tools,
} from './WeekHoursField.css.ts';
import {
  copyOvernightToWeekdays,
  copyToWeekdays,
  type DayHours,
  endsBeforeStart,
  formatWeekHours,
  parseWeekHours,
  type WeekDay,
  weekDays,
} from './weekHours.ts';

/** Shown under an end time left empty after a start (the spec gives no wording). */
export const missingEndMessage = 'Enter an end time';

/** Shown under an end time that is not after its start on a day that does not end the next day. */
export const endBeforeStartDayMessage = 'End after the start, or tick Ends next day';

export interface WeekHoursFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** The spec's hours string: seven comma-separated entries, each "hh:mm am - hh:mm pm" or "off". */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The days whose shift ends the next day (past midnight), so their end may be before their start. */
  overnightDays?: readonly WeekDay[];
  defaultOvernightDays?: readonly WeekDay[];
  onOvernightDaysChange?: (days: WeekDay[]) => void;
  isDisabled?: boolean;
  /** A form-level error for the whole week. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

/**
 * A week of onsite staff hours: seven rows, Monday to Sunday, each a start and an end time.
 * An empty start means the day is off. The value is the spec's comma-separated hours string. A working day can be
 * copied to Monday to Friday, and can end the next day (a night shift); otherwise its end must be after its start.
 */
export function WeekHoursField({
  label = 'Hours',
  description = 'Type times as 9am, 9:30 pm or 17:00. Leave the start empty for a day off.',
  value,
  defaultValue = '',
  onChange,
  overnightDays,
  defaultOvernightDays = [],
  onOvernightDaysChange,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
}: WeekHoursFieldProps) {
  const id = useId();
  const [days, setDays] = useState<DayHours[]>(() => parseWeekHours(value ?? defaultValue));
  const [endBlurred, setEndBlurred] = useState<boolean[]>(() => weekDays.map(() => false));
  const [ownOvernight, setOwnOvernight] = useState<readonly WeekDay[]>(defaultOvernightDays);
  const overnight = overnightDays ?? ownOvernight;
  const setOvernight = (next: WeekDay[]) => {
    setOwnOvernight(next);
    onOvernightDaysChange?.(next);
  };
  // A new value from outside (e.g. the staff record loaded) replaces the rows; our own echoes do not.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== formatWeekHours(days)) setDays(parseWeekHours(value));
  }

  const update = (index: number, patch: Partial<DayHours>) => {
    const next = days.map((d, i) => (i === index ? { ...d, ...patch } : d));
    setDays(next);
    onChange?.(formatWeekHours(next));
  };

  const copyDay = (index: number) => {
    const next = copyToWeekdays(days, index);
    setDays(next);
    onChange?.(formatWeekHours(next));
    setOvernight(copyOvernightToWeekdays(overnight, index));
  };

  return (
    <fieldset
      className={fieldset}
      disabled={isDisabled}
      aria-describedby={`${id}-description${isInvalid && errorMessage ? ` ${id}-error` : ''}`}
    >
      <legend className={legend}>{label}</legend>
      <div id={`${id}-description`} className={descriptionClass}>
        {description}
      </div>
      <div className={rows}>
        {weekDays.map((name, index) => {
          const dayHours = days[index] ?? { start: '', end: '' };
          const isOff = dayHours.start === '';
          const missingEnd =
            !isOff && isCompleteTime(dayHours.start) && dayHours.end === '' && endBlurred[index];
          const endsNextDay = overnight.includes(name);
          const backwards = endBlurred[index] === true && endsBeforeStart(dayHours, endsNextDay);
          const endMessage = missingEnd
            ? missingEndMessage
            : backwards
              ? endBeforeStartDayMessage
              : undefined;
          const wholeShift = !isOff && isCompleteTime(dayHours.start) && isCompleteTime(dayHours.end);
          return (
            <fieldset key={name} aria-labelledby={`${id}-${name}`} className={row}>
              <div className={dayClass}>
                <span id={`${id}-${name}`}>{name}</span>
                {isOff ? <span className={offBadge}>Off</span> : null}
              </div>
              <div className={startClass}>
                <TimeField
                  label={timeLabel(name, 'Start')}
                  value={dayHours.start}
                  onChange={(start) => update(index, { start })}
                  isDisabled={isDisabled}
                />
              </div>
              <div className={endClass}>
                <TimeField
                  label={timeLabel(name, 'End')}
                  value={isOff ? '' : dayHours.end}
                  onChange={(end) => update(index, { end })}
                  onBlur={() => setEndBlurred((blurred) => blurred.map((b, i) => (i === index ? true : b)))}
                  isDisabled={isDisabled || isOff}
                  isInvalid={endMessage !== undefined}
                  errorMessage={endMessage}
                />
              </div>
              {isOff ? null : (
                <div className={tools}>
                  <Checkbox
                    isSelected={endsNextDay}
                    isDisabled={isDisabled}
                    onChange={(selected) =>
                      setOvernight(weekDays.filter((d) => (d === name ? selected : overnight.includes(d))))
                    }
                  >
                    Ends next day<span className={visuallyHidden}> ({name})</span>
                  </Checkbox>
                  {wholeShift ? (
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={isDisabled}
                      onPress={() => copyDay(index)}
                    >
                      Copy to weekdays<span className={visuallyHidden}> from {name}</span>
                    </Button>
                  ) : null}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      {isInvalid && errorMessage ? (
        <div id={`${id}-error`} className={errorClass}>
          {errorMessage}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A day's time field label: what it is, after the day, which only screen readers read (the row shows it). */
function timeLabel(day: WeekDay, what: 'Start' | 'End') {
  return (
    <>
      <span className={visuallyHidden}>{day} </span>
      {what}
    </>
  );
}
