// Canonical spelling of each path segment of the spec's calls (calls.tsv spells many several ways).
// Used once to lay out the contract; the coverage test compares case-insensitively anyway.
export const segmentSpelling = {
  user: 'user',
  updateemail: 'updateEmail',
  userrolelist: 'userRoleList',
  updateusername: 'updateUsername',
  userandproperty: 'userAndProperty',
  ownerprofile: 'ownerProfile',
  propertylisting: 'propertyListing',
  propertylistingimage: 'propertyListingImage',
  updatesortorder: 'updateSortOrder',
  archivedproperties: 'archivedProperties',
  archivedowners: 'archivedOwners',
  ownerlist: 'ownerList',
  documenttypes: 'documentTypes',
  strataproperty: 'strataProperty',
  propertyadmin: 'propertyAdmin',
  archivedstrataproperties: 'archivedStrataProperties',
  strataagent: 'strataAgent',
  strataunit: 'strataUnit',
  strataunituser: 'strataUnitUser',
  stratauser: 'strataUser',
  strataproperties: 'strataProperties',
  strataunits: 'strataUnits',
  strataowner: 'strataOwner',
  strataunituserinvitation: 'strataUnitUserInvitation',
  authorizeform: 'authorizeForm',
  stratapropertystaff: 'strataPropertyStaff',
  stratadocumentcategories: 'strataDocumentCategories',
  strataunitdocumentcategory: 'strataUnitDocumentCategory',
  stratadocuments: 'strataDocuments',
  strataunitdocument: 'strataUnitDocument',
  preauthorizeddebit: 'preAuthorizedDebit',
  stratamonthlypayment: 'strataMonthlyPayment',
  strataextrapayments: 'strataExtraPayments',
  importowners: 'importOwners',
  resetemail: 'resetEmail',
};
export function canonicalPath(path) {
  const parts = path.replace(/\/+$/, '').split('/').slice(1);
  return `/${parts.map((p) => (p.startsWith('{') ? p : (segmentSpelling[p.toLowerCase()] ?? p))).join('/')}`;
}
export function pathFileName(path) {
  return `${path.slice(1).replaceAll('/', '_')}.yaml`;
}
