import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css.ts';

export const linkVariants = ['inline', 'standalone', 'button', 'secondaryButton'] as const;
export type LinkVariant = (typeof linkVariants)[number];

/**
 * An href as react-aria types it: any text here, and in an app that declares react-aria's RouterConfig (the portal)
 * a path of its route tree, so every link of the ui is checked against the app's routes.
 */
export type Href = NonNullable<AriaLinkProps['href']>;

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: LinkVariant;
}

/**
 * A plain react-aria link. The library knows no router: the portal wraps this component with
 * TanStack Router's `createLink` so `to`/`params` become a typed href with client-side navigation.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <AriaLink {...props} className={link({ variant })} />;
}
