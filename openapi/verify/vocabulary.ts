// The contract's naming conventions the kit reads ids by: which record an id-valued field or parameter names. They
// follow the contract's own words (the `x-owner` rules, the schemas' names, `<resource>Id` fields), so a backend
// implementing the contract needs nothing here changed.

/** The resource a response schema describes (its name without `Summary`; list rows of users are users). */
export function resourceOfSchema(name: string): string | null {
  const aliases: Record<string, string | null> = {
    UserRoleListItem: 'User',
    UserWithProperty: 'User',
    StrataUnitMembership: null,
    StrataOwnerReplaceResult: null,
    RegisterResponse: null,
    UploadResult: null,
    Message: null,
    Health: null,
    Readiness: null,
    SignInResponse: null,
    AuthorizeFormResponse: null,
    InvitationLookup: null,
    PropertyTypeCount: null,
    ImportOwnersResult: null,
    GeocoderResult: null,
    MailboxMessage: null,
  };
  if (name in aliases) return aliases[name] ?? null;
  return name.replace(/Summary$/, '');
}

/** Records of the `UserRoleListItem` shape carry their id as `userID`. */
export const alternateIdFields = ['userID'];

/** The resource an `x-owner` rule reads its id as. */
export const ownerRuleResource: Record<string, string> = {
  self: 'User',
  ownerProfile: 'OwnerProfile',
  property: 'Property',
  propertyListing: 'PropertyListing',
  propertyListingImage: 'PropertyListingImage',
  document: 'Document',
  strataProperty: 'StrataProperty',
  strataDocument: 'StrataDocument',
  strataUnit: 'StrataUnit',
  strataUnitPrimary: 'StrataUnit',
  strataUnitDocument: 'StrataUnitDocument',
  strataOwner: 'StrataOwner',
  preAuthorizedDebit: 'PreAuthorizedDebit',
  monthlyPayment: 'MonthlyPayment',
  announcement: 'Announcement',
};

/** The resource a path segment names (`/property/{id}`, `/strataUnit/strataProperty/{id}`). */
export const pathSegmentResource: Record<string, string> = {
  property: 'Property',
  ownerProfile: 'OwnerProfile',
  propertyListing: 'PropertyListing',
  propertyListingImage: 'PropertyListingImage',
  documents: 'Document',
  user: 'User',
  strataProperty: 'StrataProperty',
  strataAgent: 'StrataAgent',
  strataUnit: 'StrataUnit',
  strataPropertyStaff: 'StrataPropertyStaff',
  strataDocuments: 'StrataDocument',
  strataUnitDocument: 'StrataUnitDocument',
  preAuthorizedDebit: 'PreAuthorizedDebit',
  strataMonthlyPayment: 'MonthlyPayment',
  strataUnitUserInvitation: 'StrataUnitUserInvitation',
  announcements: 'Announcement',
};

/** The resource a `<name>Id` field or parameter names. */
export const idFieldResource: Record<string, string> = {
  propertyId: 'Property',
  ownerId: 'OwnerProfile',
  secondaryOwnerId: 'OwnerProfile',
  userId: 'User',
  propertyAdminId: 'User',
  unitId: 'StrataUnit',
  strataUnitId: 'StrataUnit',
  listingId: 'PropertyListing',
  imageId: 'PropertyListingImage',
  monthlyPaymentId: 'MonthlyPayment',
  invitationId: 'StrataUnitUserInvitation',
  strataPropertyId: 'StrataProperty',
  strataOwnerId: 'StrataOwner',
  documentTypeId: 'DocumentType',
  strataDocumentCategoryId: 'StrataDocumentCategory',
  strataUnitDocumentCategoryId: 'StrataUnitDocumentCategory',
  agentId: 'StrataAgent',
  preAuthorizedDebitId: 'PreAuthorizedDebit',
};

/**
 * Orders the contract states in words rather than through an id field, operationId → the operations it follows:
 * a PAD names the unit's current owner, and an owner becomes current when they register through their invitation;
 * a monthly payment or extra payments "proceed only if a PAD exists" (their 409); a replacement owner withdraws a
 * pending one (so it waits for the registration); a reset mail goes to a user the kit made, and its link's token
 * resets the password; an owner import names a building the kit made.
 */
export const runsAfter: Record<string, string[]> = {
  createPreAuthorizedDebit: ['registerStrataUnitUserInvitation'],
  createMonthlyPayment: ['createPreAuthorizedDebit'],
  createExtraPayments: ['createPreAuthorizedDebit'],
  replaceMonthlyPayment: ['createMonthlyPayment'],
  replaceStrataOwner: ['registerStrataUnitUserInvitation'],
  confirmStrataUnitUserInvitationEmail: ['registerStrataUnitUserInvitation'],
  requestPasswordReset: ['createUser'],
  resetPassword: ['requestPasswordReset', 'checkResetLink'],
  checkResetLink: ['requestPasswordReset'],
  importOwners: ['createStrataProperty'],
};
