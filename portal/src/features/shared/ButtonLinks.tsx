import { Link } from '@portal/ui';

export interface ButtonLink {
  label: string;
  href: string;
}

/** A header's links drawn as buttons (Add …, View Archives), in the order given. */
export function ButtonLinks({ links }: { links: readonly ButtonLink[] }) {
  return (
    <>
      {links.map((link) => (
        <Link key={link.href} href={link.href} variant="button">
          {link.label}
        </Link>
      ))}
    </>
  );
}
