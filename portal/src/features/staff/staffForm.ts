// The onsite staff form (strata spec 5 "Staff"): position of four, name, phone and email required; seven days of
// times typed as 9am, 9:30 pm or 17:00, an empty start meaning off; a day may end the next day (a night shift). The spec
// shows no wording, so the portal's general messages are used.
import type { StaffPosition, StrataPropertyStaff, StrataPropertyStaffInput } from '@portal/sdk/types';

export type { StaffPosition, StrataPropertyStaffInput } from '@portal/sdk/types';

import {
  dayEndingBeforeStart,
  formatWeekHours,
  isValidWeekHours,
  parseWeekHours,
  weekDays,
  weekHoursByDay,
  workingOvernightDays,
} from '@portal/ui';
import * as z from 'zod/mini';
import { filled, requiredEmail, requiredPhone, requiredText } from '../shared/forms/textRules.ts';

export const staffPositions: readonly StaffPosition[] = [
  'Building Manager',
  'Building Supervisor',
  'Concierge',
  'Cleaner',
];

/** Shown when a day has a start without a whole end time (the spec gives no wording). */
export const invalidHoursMessage = 'Give each working day a start and an end time as hh:mm am or pm.';

/** Shown when a day's end time is not after its start time (the server refuses it too). */
export const endBeforeStartMessage =
  "Each working day's end time must be after its start time, unless it ends the next day.";

/** The week's days among `days` (the form keeps them as strings), in week order. */
export const overnightOf = (days: readonly string[]) => weekDays.filter((day) => days.includes(day));

export const staffFormSchema = z
  .object({
    position: requiredText,
    name: z.string().check(filled(), z.maxLength(100)),
    phone: requiredPhone,
    email: requiredEmail,
    hours: z.string().check(z.refine(isValidWeekHours, invalidHoursMessage)),
    /** The days whose shift ends the next day ("Ends next day"). */
    overnightDays: z.array(z.string()),
  })
  .check(
    z.refine(
      (values) =>
        !isValidWeekHours(values.hours) ||
        dayEndingBeforeStart(values.hours, overnightOf(values.overnightDays)) === null,
      { message: endBeforeStartMessage, path: ['hours'] },
    ),
  );

export type StaffFormValues = z.infer<typeof staffFormSchema>;

export const emptyStaffForm: StaffFormValues = {
  position: '',
  name: '',
  phone: '',
  email: '',
  hours: 'off,off,off,off,off,off,off',
  overnightDays: [],
};

/** A staff member's record as the form's values (Edit on the staff card). */
export function staffFormValuesOf(member: StrataPropertyStaff): StaffFormValues {
  return {
    position: member.position,
    name: member.name,
    phone: member.phone,
    email: member.email,
    hours: formatWeekHours(parseWeekHours(member.hours)),
    overnightDays: [...member.overnightDays],
  };
}

export function staffInputFrom(values: StaffFormValues, strataPropertyId: number): StrataPropertyStaffInput {
  // Times as typed ("9am", "17:00") in the one spelling the contract takes.
  const hours = formatWeekHours(parseWeekHours(values.hours));
  return {
    strataPropertyId,
    position: values.position as StaffPosition,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    hours,
    ...weekHoursByDay(hours),
    overnightDays: workingOvernightDays(hours, overnightOf(values.overnightDays)),
  };
}
