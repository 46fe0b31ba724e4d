import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { PublicFrame } from './PublicFrame.tsx';

/** The public screens' layout route: their frame around the route's screen, links handed to the router. */
export function PublicLayout() {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <PublicFrame pathname={pathname} navigate={(href, options) => router.navigate({ ...options, href })}>
      <Outlet />
    </PublicFrame>
  );
}
