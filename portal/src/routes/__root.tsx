import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { ToastRegion } from '../app/ToastRegion.tsx';
import type { RouterContext } from '../routerContext.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  const { toaster } = useRouter().options.context;
  return (
    <>
      <Outlet />
      <ToastRegion toaster={toaster} />
    </>
  );
}
