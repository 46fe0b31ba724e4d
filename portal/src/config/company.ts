// Everything about the company the portal links to, in one place (rental spec 1 and 2.5): its public site pages,
// the three request forms hosted by the forms provider (opened in the modal frame), and the external
// resident-services site. Change the addresses here, nowhere else.
import type { PublicSiteLinks, RequestFormId, servedCities } from '@portal/ui';

export const companyName = 'Harbourview Property Management';

/** The company's public web site. */
const site = 'https://www.harbourviewpm.example';

const citySlug = (city: (typeof servedCities)[number]) => city.toLowerCase().replace(/\s+/g, '-');

/** The public bar's destinations. The two logins are pages of this portal. */
export const publicSiteLinks: PublicSiteLinks = {
  home: site,
  strataServices: `${site}/strata-management`,
  rentalServices: `${site}/rental-management`,
  developerServices: `${site}/developer-services`,
  area: (city) => `${site}/areas-we-serve/${citySlug(city)}`,
  strataDocuments: `${site}/documents/strata`,
  rentalDocuments: `${site}/documents/rental`,
  proposalRequestDocuments: `${site}/documents/proposal-requests`,
  listings: `${site}/listings`,
  corporateProfile: `${site}/about/corporate-profile`,
  careers: `${site}/about/careers`,
  contact: `${site}/contact`,
  strataLogin: '/strataLogin',
  rentalLogin: '/login',
  // "Strata Management Login (New)": the resident-services site run by another provider.
  residentServicesLogin: 'https://residents.harbourviewpm.example/login',
};

/** The footer's links to the public site pages. */
export const footerLinks = [
  { label: 'Home', href: publicSiteLinks.home },
  { label: 'Strata Management', href: publicSiteLinks.strataServices },
  { label: 'Rental Management', href: publicSiteLinks.rentalServices },
  { label: 'Developer Services', href: publicSiteLinks.developerServices },
  { label: 'Listings', href: publicSiteLinks.listings },
  { label: 'Corporate Profile', href: publicSiteLinks.corporateProfile },
  { label: 'Careers', href: publicSiteLinks.careers },
  { label: 'Contact', href: publicSiteLinks.contact },
] as const;

/** How the public reaches the office (the same as the server's defaults for GET /config/company). */
export const companyContact = { phone: '604-555-0100', email: 'office@harbourviewpm.example' } as const;

/**
 * The request forms at the third-party forms provider, shown in the modal frame: each form's address is set at build
 * time (VITE_REQUEST_FORM_STRATA, VITE_REQUEST_FORM_RENTAL, VITE_REQUEST_FORM_DEVELOPER), since it is the company's
 * account at the provider. A form without one shows how to reach the office instead of a frame that cannot load.
 */
export const requestFormUrls: Record<RequestFormId, string | undefined> = {
  strata: import.meta.env.VITE_REQUEST_FORM_STRATA || undefined,
  rental: import.meta.env.VITE_REQUEST_FORM_RENTAL || undefined,
  developer: import.meta.env.VITE_REQUEST_FORM_DEVELOPER || undefined,
};
