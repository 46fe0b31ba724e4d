// The spec's sentences that both the server and the portal say, word for word, written once: the server answers them
// (4xx `message`, which the portal shows as is) and the portal shows the same words before sending, or as the
// fallback when a call fails without one. A sentence only one side says stays beside its code.

/** Sign-in (rental spec 8). */
export const signInMessages = {
  incorrect: 'Username or Password Incorrect',
  strataOnResidential:
    'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  residentialOnStrata:
    'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
} as const;

/** Password reset (rental spec 8, strata spec toasts). */
export const passwordResetMessages = {
  done: 'Password Reset Successfully',
} as const;

/** Accounts (rental spec 8 "Create owner", "Owner email update"; strata spec 8 "Properties and users"). */
export const userMessages = {
  createConflict: 'Error creating new user. User may already exist.',
  /** The rental spec's wording. */
  emailConflict: 'Unable to update user. The email may be already in use',
  /** The strata spec's wording of the same refusal. */
  strataEmailConflict: 'Unable to update user. The email may already be in use.',
  updateRules: 'Cannot leave email blank and password must follow the rules provided',
} as const;

/** Owner profiles (rental spec 5 "New owner profile"). */
export const ownerProfileMessages = {
  required: 'this field is required',
} as const;

/** Rental documents (rental spec 5 "Upload document"). */
export const documentMessages = {
  selectProperty: 'Please select a property',
} as const;

/** Strata agents (strata spec 8). */
export const agentMessages = {
  duplicateOnCreate: 'Error creating new agent. Agent may already exist.',
  duplicateOnUpdate: 'Error updating new agent. Agent may already exist.',
} as const;

/** Strata buildings (strata spec 8). */
export const buildingMessages = {
  invalidLogin: 'Failed To Save Property, Please enter a valid user',
} as const;

/** Strata units and their owners (strata spec 5 "Add Strata Unit", 8). */
export const unitMessages = {
  blankUnitNumber: 'Unit number cannot be blank',
  blankLotNumber: 'Lot number cannot be blank',
  duplicate: 'No duplicate Lot Number or Unit Numbers are allowed.',
  blankEmail: "Email can't be blank",
  blankNameOnTitle: "Name on title can't be blank",
  nameOnTitleAdminOnly: 'Only the strata office can change the name on title.',
} as const;

/** Importing owners (strata spec 5, 8). */
export const importMessages = {
  failed: 'Error importing owners',
} as const;

/** Strata documents (strata spec 8). */
export const strataDocumentMessages = {
  propertyDocumentBlank: 'Error: Strata Property and Type of Document cannot be blank!',
  unitDocumentBlank: 'Error: Strata Property and Type of Document cannot be left blank.',
  documentDateInFuture: 'Error: Document Date cannot be in the future!',
} as const;

/** Invitations (strata spec 4). */
export const invitationMessages = {
  notFound: 'This invitation link is not valid.',
} as const;

/** Payments (strata spec 5, 8). */
export const paymentMessages = {
  monthlyNeedsPad: 'Monthly Payment proceeds only if a PAD exists',
  extraNeedsAmount: 'Enter at least one extra payment amount.',
  padNotAuthorized: 'Please confirm that you authorize the pre-authorized debits.',
  /** The authorization checkbox of the PAD form. */
  padAuthorization:
    'I authorize Harbourview Property Management to withdraw my strata fees from this account each month, starting on the date shown, until I cancel this agreement in writing.',
} as const;

/** The strata form pages (strata spec 5, DESIGN). */
export const strataFormMessages = {
  certificationRequired: 'Select at least one certification.',
  subcategory: 'Choose a subcategory of the violation category.',
  additionalInfoWords: 'Additional info is limited to 200 words.',
} as const;
