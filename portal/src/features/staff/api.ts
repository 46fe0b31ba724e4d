// Onsite staff calls (strata spec 2 and 4): the building the staff joins, Add Staff with its toast, Edit on a staff
// card and Delete.

import {
  createStrataPropertyStaffMutation,
  deleteStrataPropertyStaffMutation,
  getStrataPropertyOptions,
  updateStrataPropertyStaffMutation,
} from '@portal/sdk/query';
import { callWith, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';
import type { StrataPropertyStaff } from '../shared/schemas.ts';
import { type StaffFormValues, staffInputFrom } from './staffForm.ts';

export const staffQueries = {
  building: (id: number) => getStrataPropertyOptions({ path: { id } }),
};

export function useAddStaff() {
  return useAction({
    mutation: createStrataPropertyStaffMutation(),
    refresh: ['staff'],
    success: (member) => `${member.name} added to the onsite staff.`,
    failure: 'Something went wrong, please try again later.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useDeleteStaff() {
  return useAction({
    mutation: callWith(deleteStrataPropertyStaffMutation(), (member: StrataPropertyStaff) => ({
      path: { id: member.id },
    })),
    refresh: ['staff'],
    success: (_none, member) => `${member.name} deleted.`,
    failure: genericFailure.strata,
    failureIn: 'toast',
    serverWords: true,
  });
}

/** Edit on a staff card: the form's values replace the member's; a refusal toasts and the form stays open. */
export function useUpdateStaff() {
  return useAction({
    mutation: callWith(
      updateStrataPropertyStaffMutation(),
      ({ member, values }: { member: StrataPropertyStaff; values: StaffFormValues }) => ({
        path: { id: member.id },
        body: staffInputFrom(values, member.strataPropertyId),
      }),
    ),
    refresh: ['staff'],
    success: (member) => `${member.name} saved.`,
    failure: genericFailure.strata,
    failureIn: 'toast',
    serverWords: true,
  });
}
