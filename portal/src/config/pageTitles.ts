// The title of every page (WCAG 2.4.2): "<page> · <area> · Client Portal", or "<page> · Client Portal" outside the
// role areas. Keyed by route id; pageTitles.test.ts checks that every route of the tree has a distinct one.

export const portalName = 'Client Portal';

const areaNames: Record<string, string | null> = {
  _admin: 'Admin',
  _owner: 'Owner',
  _strataAdmin: 'Strata Admin',
  _propertyAdmin: 'Building Login',
  _strataUnitOwner: 'Unit Owner',
  _public: null,
  _account: null,
};

/** The page part of each title, by route id. */
export const pageNames: Readonly<Record<string, string>> = {
  '/_account/account': 'Account',
  '/_admin/admin/archive': 'Archives',
  '/_admin/admin/archived/owner/$id': 'Archived Owner',
  '/_admin/admin/archived/property/$id': 'Archived Property',
  '/_admin/admin/dashboard': 'Dashboard',
  '/_admin/admin/document': 'Upload Document',
  '/_admin/admin/edit/owner/$id': 'Edit Owner',
  '/_admin/admin/edit/property/$id': 'Edit Property',
  '/_admin/admin/listing/$id': 'Listing',
  '/_admin/admin/listing/add/$id': 'New Listing',
  '/_admin/admin/listing/edit/$id': 'Edit Listing',
  '/_admin/admin/owner/$id': 'Owner',
  '/_admin/admin/owner/add': 'New Owner',
  '/_admin/admin/owner/resetOwnerPassword/$id': 'Change Owner Password',
  '/_admin/admin/property/$id': 'Property',
  '/_admin/admin/property/add/$id': 'New Property',
  '/_admin/admin/requests/': 'Service Requests',
  '/_admin/admin/requests/$id': 'Service Request',
  '/_admin/utils/editDocument/$id': 'Edit Document',
  '/_owner/owner/dashboard': 'Dashboard',
  '/_owner/owner/property/$id': 'Property',
  '/_owner/owner/requests/': 'Requests',
  '/_owner/owner/requests/$id': 'Request',
  '/_owner/owner/requests/new': 'New Request',
  '/_propertyAdmin/propertyAdmin/dashboard': 'Dashboard',
  '/_propertyAdmin/propertyAdmin/document/view/$id': 'Document',
  '/_propertyAdmin/propertyAdmin/requests/': 'Requests',
  '/_propertyAdmin/propertyAdmin/requests/$id': 'Request',
  '/_propertyAdmin/propertyAdmin/requests/new': 'New Request',
  '/_public/': 'Welcome',
  '/_public/account/email/confirm': 'Confirm Email',
  '/_public/account/newpassword': 'New Password',
  '/_public/account/resetpassword': 'Reset Password',
  '/_public/authorize': 'Authorize',
  '/_public/login': 'Sign In',
  '/_public/strataLogin': 'Strata Sign In',
  '/_strataAdmin/strataAdmin/agent/add': 'New Agent',
  '/_strataAdmin/strataAdmin/agent/archived': 'Archived Agents',
  '/_strataAdmin/strataAdmin/agent/edit/$id': 'Edit Agent',
  '/_strataAdmin/strataAdmin/agent/list': 'Agents',
  '/_strataAdmin/strataAdmin/archived': 'Archived Buildings',
  '/_strataAdmin/strataAdmin/dashboard': 'Dashboard',
  '/_strataAdmin/strataAdmin/document/edit/$id': 'Edit Document',
  '/_strataAdmin/strataAdmin/document/upload/': 'Upload Documents',
  '/_strataAdmin/strataAdmin/document/upload/$id': 'Upload Building Documents',
  '/_strataAdmin/strataAdmin/document/view/$id': 'Document',
  '/_strataAdmin/strataAdmin/documents/archived/strataUnit/$id': 'Archived Unit Documents',
  '/_strataAdmin/strataAdmin/edit/$id': 'Edit Building',
  '/_strataAdmin/strataAdmin/import-owners': 'Import Owners',
  '/_strataAdmin/strataAdmin/property/$id': 'Building',
  '/_strataAdmin/strataAdmin/property/add': 'New Building',
  '/_strataAdmin/strataAdmin/property/archived/$id': 'Archived Building',
  '/_strataAdmin/strataAdmin/requests/': 'Service Requests',
  '/_strataAdmin/strataAdmin/requests/$id': 'Service Request',
  '/_strataAdmin/strataAdmin/staff/$id': 'Staff',
  '/_strataAdmin/strataAdmin/strataProperty/$id/strataUnit/add': 'New Unit',
  '/_strataAdmin/strataAdmin/strataUnit/$id': 'Unit',
  '/_strataAdmin/strataAdmin/strataUnitDocument/edit/$id': 'Edit Unit Document',
  '/_strataAdmin/strataAdmin/strataUnits/archived/property/$id': 'Archived Units',
  '/_strataAdmin/strataAdmin/user/add/': 'New User',
  '/_strataAdmin/strataAdmin/user/add/strataUnit/$id': 'New Unit User',
  '/_strataAdmin/strataAdmin/user/archived': 'Archived Users',
  '/_strataAdmin/strataAdmin/user/edit/$id': 'Edit User',
  '/_strataAdmin/strataAdmin/user/edit/strataUnit/$id': 'Edit Unit User',
  '/_strataAdmin/strataAdmin/user/list': 'Users',
  '/_strataAdmin/strataUnitAdmin/$id/createDocument/PAD': 'PAD Form',
  '/_strataAdmin/strataUnitAdmin/$id/createDocument/bylawComplaint': 'Bylaw Complaint',
  '/_strataAdmin/strataUnitAdmin/$id/createDocument/bylawDispute': 'Bylaw Dispute',
  '/_strataAdmin/strataUnitAdmin/$id/createDocument/changeOfAddress': 'Change of Address',
  '/_strataAdmin/strataUnitAdmin/$id/createDocument/ownerInformationSheet': 'Owner Information Sheet',
  '/_strataUnitOwner/strataUnitOwner/dashboard': 'Dashboard',
  '/_strataUnitOwner/strataUnitOwner/document/view/$id': 'Document',
  '/_strataUnitOwner/strataUnitOwner/forms/extraPayments/$id': 'Extra Payments',
  '/_strataUnitOwner/strataUnitOwner/monthlyPayment/replace/strataUnit/$id': 'Replace Monthly Payment',
  '/_strataUnitOwner/strataUnitOwner/monthlyPayment/strataUnit/$id': 'Monthly Payment',
  '/_strataUnitOwner/strataUnitOwner/pad/create/$ownerId': 'New PAD',
  '/_strataUnitOwner/strataUnitOwner/requests/': 'Requests',
  '/_strataUnitOwner/strataUnitOwner/requests/$id': 'Request',
  '/_strataUnitOwner/strataUnitOwner/requests/new': 'New Request',
  '/_strataUnitOwner/strataUnitOwner/strataProperty/$id': 'Building',
  '/_strataUnitOwner/strataUnitOwner/strataUnit/$id': 'Unit',
};

export const notFoundPageName = 'Page Not Found';

/** The document title of a route, or of the not-found page when the route has no page (or none matched). */
export function pageTitle(routeId: string | undefined, options: { notFound?: boolean } = {}): string {
  const layout = routeId?.split('/')[1] ?? '';
  const area = areaNames[layout] ?? null;
  const page = !options.notFound && routeId !== undefined ? pageNames[routeId] : undefined;
  return [page ?? notFoundPageName, area, portalName].filter(Boolean).join(' · ');
}
