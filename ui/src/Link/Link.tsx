import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'button', 'secondaryButton'] as const;
export type LinkVariant = (typeof linkVariants)[number];

/**
 * An href as react-aria types it: any text here, and in an app that declares react-aria's RouterConfig (the portal)
 * a path of its route tree, so every link of the ui is checked against the app's routes.
 */
export type Href = NonNullable<AriaLinkProps['href']>;

/** A link as a label and where it goes: a back link, a menu entry, a header's button link. */
export interface LinkItem {
  label: string;
  href: Href;
}

/**
 * A file's address (an object URL, or a URL the browser fetches) as the href of a download link. Hrefs are typed by
 * the app's pages; a file is none, and react-aria never routes a link that has `download`.
 */
export function fileHref(url: string): Href {
  return url as Href;
}

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: LinkVariant;
}

/**
 * A plain react-aria link. The library knows no router: the app's react-aria RouterProvider navigates, and its
 * RouterConfig types the href by the app's routes.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <AriaLink {...props} className={link({ variant })} />;
}
