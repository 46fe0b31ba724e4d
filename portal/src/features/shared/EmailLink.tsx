import { Link } from '@portal/ui';
import { BreakableName } from './BreakableName.tsx';

/** An email address as a link that writes to it, wrapping at its separators on a narrow screen. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`}>
      <BreakableName text={email} />
    </Link>
  );
}
