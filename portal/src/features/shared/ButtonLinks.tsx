import { Link, type LinkItem } from '@portal/ui';

/** A header's links drawn as buttons (Add …, View Archives), in the order given. */
export function ButtonLinks({ links }: { links: readonly LinkItem[] }) {
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
