// The contract's schemas by name, declared once for the portal (not per module): `import type { StrataUnit } from
// '../shared/schemas.ts'`. Types only: nothing here reaches a bundle.
import type { components } from '@portal/sdk/types';

type Schemas = components['schemas'];

export type AuthorizeFormRequest = Schemas['AuthorizeFormRequest'];
export type ContractType = Schemas['ContractType'];
export type CountryId = Schemas['CountryId'];
export type DirectoryInput = Schemas['DirectoryInput'];
export type Document = Schemas['Document'];
export type DocumentInput = Schemas['DocumentInput'];
export type DocumentType = Schemas['DocumentType'];
export type DocumentUpdate = Schemas['DocumentUpdate'];
export type ExtraPayments = Schemas['ExtraPayments'];
export type GeocoderResult = Schemas['GeocoderResult'];
export type MonthlyPayment = Schemas['MonthlyPayment'];
export type MonthlyPaymentInput = Schemas['MonthlyPaymentInput'];
export type OwnerProfile = Schemas['OwnerProfile'];
export type OwnerProfileInput = Schemas['OwnerProfileInput'];
export type OwnerProfileSummary = Schemas['OwnerProfileSummary'];
export type PreAuthorizedDebit = Schemas['PreAuthorizedDebit'];
export type Property = Schemas['Property'];
export type PropertyListing = Schemas['PropertyListing'];
export type PropertyListingInput = Schemas['PropertyListingInput'];
export type PropertySummary = Schemas['PropertySummary'];
export type Province = Schemas['Province'];
export type RoleName = Schemas['RoleName'];
export type SignInResponse = Schemas['SignInResponse'];
export type StrataAgent = Schemas['StrataAgent'];
export type StrataDocument = Schemas['StrataDocument'];
export type StrataDocumentCategory = Schemas['StrataDocumentCategory'];
export type StrataOwner = Schemas['StrataOwner'];
export type StrataOwnerInput = Schemas['StrataOwnerInput'];
export type StrataProperty = Schemas['StrataProperty'];
export type StrataPropertyInput = Schemas['StrataPropertyInput'];
export type StrataPropertyStaff = Schemas['StrataPropertyStaff'];
export type StrataPropertySummary = Schemas['StrataPropertySummary'];
export type StrataUnit = Schemas['StrataUnit'];
export type StrataUnitDocument = Schemas['StrataUnitDocument'];
export type StrataUnitDocumentCategory = Schemas['StrataUnitDocumentCategory'];
export type StrataUnitMembership = Schemas['StrataUnitMembership'];
export type StrataUnitSummary = Schemas['StrataUnitSummary'];
export type StrataUnitUser = Schemas['StrataUnitUser'];
export type StrataUnitUserInput = Schemas['StrataUnitUserInput'];
export type User = Schemas['User'];
export type UserInput = Schemas['UserInput'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserWithProperty = Schemas['UserWithProperty'];
