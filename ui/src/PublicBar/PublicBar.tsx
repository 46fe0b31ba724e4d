import { type ReactNode, useEffect, useState } from 'react';
import type { Href } from '../Link/Link.tsx';
import { NavBar, type NavItem, type NavMenuEntry } from '../NavBar/NavBar.tsx';

/** The bar turns semi-transparent once the page is scrolled more than this many pixels (spec). */
export const publicBarScrollThreshold = 70;

/** The cities listed under Areas We Serve (rental spec 2.5). */
export const servedCities = [
  'Burnaby',
  'Coquitlam',
  'Delta',
  'New Westminster',
  'North Vancouver',
  'Port Moody',
  'Richmond',
  'Surrey',
  'Vancouver',
  'West Vancouver',
] as const;

/** The three request forms hosted by the forms provider. */
export const requestFormIds = ['strata', 'rental', 'developer'] as const;
export type RequestFormId = (typeof requestFormIds)[number];

export const requestFormTitles: Record<RequestFormId, string> = {
  strata: 'Strata Corporations Request',
  rental: 'Rental Management Proposal Request',
  developer: 'Developer Services Proposal Request',
};

export interface PublicSiteLinks {
  home: Href;
  strataServices: Href;
  rentalServices: Href;
  developerServices: Href;
  /** An area page per served city. */
  area: (city: (typeof servedCities)[number]) => Href;
  strataDocuments: Href;
  rentalDocuments: Href;
  proposalRequestDocuments: Href;
  listings: Href;
  corporateProfile: Href;
  careers: Href;
  contact: Href;
  strataLogin: Href;
  rentalLogin: Href;
  /** The external resident-services site ("Strata Management Login (New)"). */
  residentServicesLogin: Href;
}

/** The public bar's menus exactly as rental spec 2.5 lists them. */
export function publicBarItems(
  links: PublicSiteLinks,
  onOpenRequestForm: (form: RequestFormId) => void,
): NavItem[] {
  const areas: NavMenuEntry = {
    label: 'Areas We Serve',
    items: servedCities.map((city) => ({ label: city, href: links.area(city) })),
  };
  return [
    { label: 'Home', href: links.home },
    {
      label: 'Strata',
      items: [
        { label: 'Strata Management Services', href: links.strataServices },
        { label: requestFormTitles.strata, onAction: () => onOpenRequestForm('strata') },
        areas,
      ],
    },
    {
      label: 'Rental',
      items: [
        { label: 'Rental Management Services', href: links.rentalServices },
        { label: requestFormTitles.rental, onAction: () => onOpenRequestForm('rental') },
        areas,
      ],
    },
    {
      label: 'Developers',
      items: [
        { label: 'Developer Services', href: links.developerServices },
        { label: requestFormTitles.developer, onAction: () => onOpenRequestForm('developer') },
      ],
    },
    {
      label: 'Documents',
      items: [
        { label: 'Strata Documents', href: links.strataDocuments },
        { label: 'Rental Documents', href: links.rentalDocuments },
        { label: 'Proposal Requests', href: links.proposalRequestDocuments },
      ],
    },
    { label: 'Listings', href: links.listings },
    {
      label: 'About',
      items: [
        { label: 'Corporate Profile', href: links.corporateProfile },
        { label: 'Careers', href: links.careers },
      ],
    },
    { label: 'Contact', href: links.contact },
    {
      label: 'Login',
      items: [
        { label: 'Strata Management Login', href: links.strataLogin },
        { label: 'Rental Management Login', href: links.rentalLogin },
        { label: 'Strata Management Login (New)', href: links.residentServicesLogin },
      ],
    },
  ];
}

/** True once the window is scrolled past the threshold; follows scrolling. */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}

export interface PublicBarProps {
  brand: ReactNode;
  links: PublicSiteLinks;
  onOpenRequestForm: (form: RequestFormId) => void;
  currentHref?: string;
}

/** The anonymous visitor's bar; semi-transparent once the page is scrolled more than 70 px. */
export function PublicBar({ brand, links, onOpenRequestForm, currentHref }: PublicBarProps) {
  const isScrolled = useScrolledPast(publicBarScrollThreshold);
  return (
    <NavBar
      label="Main"
      brand={brand}
      items={publicBarItems(links, onOpenRequestForm)}
      currentHref={currentHref}
      isTranslucent={isScrolled}
    />
  );
}
