import { type ReactNode, useId, useState } from 'react';
import { TimeField } from '../TimeField/TimeField.tsx';
import { isCompleteTime } from '../TimeField/timeMask.ts';
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
} from './WeekHoursField.css.ts';
import { type DayHours, formatWeekHours, parseWeekHours, weekDays } from './weekHours.ts';

/** Shown under an end time left empty after a start (the spec gives no wording). */
export const missingEndMessage = 'Enter an end time';

export interface WeekHoursFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** The spec's hours string: seven comma-separated entries, each "hh:mm am - hh:mm pm" or "off". */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** A form-level error for the whole week. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

/**
 * A week of onsite staff hours: seven rows, Monday to Sunday, each a start and an end time.
 * An empty start means the day is off. The value is the spec's comma-separated hours string.
 */
export function WeekHoursField({
  label = 'Hours',
  description = 'Times as hh:mm am or pm. Leave the start empty for a day off.',
  value,
  defaultValue = '',
  onChange,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
}: WeekHoursFieldProps) {
  const id = useId();
  const [days, setDays] = useState<DayHours[]>(() => parseWeekHours(value ?? defaultValue));
  const [endBlurred, setEndBlurred] = useState<boolean[]>(() => weekDays.map(() => false));
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
          return (
            <fieldset key={name} aria-labelledby={`${id}-${name}`} className={row}>
              <div className={dayClass}>
                <span id={`${id}-${name}`}>{name}</span>
                {isOff ? <span className={offBadge}>Off</span> : null}
              </div>
              <div className={startClass}>
                <TimeField
                  label={
                    <>
                      <span className={visuallyHidden}>{name} </span>Start
                    </>
                  }
                  value={dayHours.start}
                  onChange={(start) => update(index, { start })}
                  isDisabled={isDisabled}
                />
              </div>
              <div className={endClass}>
                <TimeField
                  label={
                    <>
                      <span className={visuallyHidden}>{name} </span>End
                    </>
                  }
                  value={isOff ? '' : dayHours.end}
                  onChange={(end) => update(index, { end })}
                  onBlur={() => setEndBlurred((blurred) => blurred.map((b, i) => (i === index ? true : b)))}
                  isDisabled={isDisabled || isOff}
                  isInvalid={missingEnd}
                  errorMessage={missingEnd ? missingEndMessage : undefined}
                />
              </div>
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
