// Onsite staff calls (strata spec 2 and 4): the building the staff joins, and Add Staff with its toast.
import { createStrataPropertyStaffMutation, getStrataPropertyOptions } from '@portal/sdk/query';
import { useAction } from '../shared/action.ts';

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
