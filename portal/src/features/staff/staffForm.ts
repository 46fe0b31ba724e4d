// The onsite staff form (strata spec 5 "Staff"): position of four, name, phone and email required; seven days of
// hh:mm am/pm times, an empty start meaning off. The spec shows no wording, so the portal's general messages are used.
import type { StaffPosition, StrataPropertyStaffInput } from '@portal/sdk/types';

export type { StaffPosition, StrataPropertyStaffInput } from '@portal/sdk/types';

import { dayEndingBeforeStart, isValidWeekHours, weekHoursByDay } from '@portal/ui';
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
export const endBeforeStartMessage = "Each working day's end time must be after its start time.";

export const staffFormSchema = z.object({
  position: requiredText,
  name: z.string().check(filled(), z.maxLength(100)),
  phone: requiredPhone,
  email: requiredEmail,
  hours: z.string().check(
    z.refine(isValidWeekHours, invalidHoursMessage),
    z.refine((text) => !isValidWeekHours(text) || dayEndingBeforeStart(text) === null, endBeforeStartMessage),
  ),
});

export type StaffFormValues = z.infer<typeof staffFormSchema>;

export const emptyStaffForm: StaffFormValues = {
  position: '',
  name: '',
  phone: '',
  email: '',
  hours: 'off,off,off,off,off,off,off',
};

export function staffInputFrom(values: StaffFormValues, strataPropertyId: number): StrataPropertyStaffInput {
  return {
    strataPropertyId,
    position: values.position as StaffPosition,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    hours: values.hours,
    ...weekHoursByDay(values.hours),
  };
}
