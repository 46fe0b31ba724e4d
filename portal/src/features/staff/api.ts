// Onsite staff calls (strata spec 2 and 4): the building the staff joins, and Add Staff with its toast.

import {
  createStrataPropertyStaffMutation,
  deleteStrataPropertyStaffMutation,
  getStrataPropertyOptions,
} from '@portal/sdk/query';
import { callWith, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';
import type { StrataPropertyStaff } from '../shared/schemas.ts';

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
