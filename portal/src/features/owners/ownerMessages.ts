// The owner screens' messages, apart from the owner form's schemas (ownerForm.ts): the owner actions (api.ts) use
// them, and the lists that use those actions then do not load zod.
import * as shared from '@portal/sdk/messages';
import { invalidPhoneMessage } from '@portal/ui';
import { invalidEmailMessage } from '../shared/forms/messages.ts';

/** Spec 5 "New owner profile" and spec 8 "Create owner", "Owner info update", "Owner email update". */
export const ownerMessages = {
  required: shared.ownerProfileMessages.required,
  address: 'invalid address',
  phone: invalidPhoneMessage,
  email: invalidEmailMessage,
  userExists: shared.userMessages.createConflict,
  userFailed: 'Error creating new user',
  profileFailed: 'Error saving owner profile',
  saved: 'owner Saved',
  infoFailed: 'Unable to update info. Something went wrong',
  emailFailed: shared.userMessages.emailConflict,
} as const;

/** Spec 8: the admin dashboard's and the archive's load failures, shown in the table and as a toast. */
export const propertiesLoadFailure = 'Could Not Load Properties.';
export const ownersLoadFailure = 'Could Not Load Owners.';
