import { ComingSoon } from '@/components/coming-soon';
import { useRouteHandle } from '../route-handle';

/** A route of an area not built yet: an honest 'Coming soon' naming the area. */
export function ComingSoonRoute() {
  const { title, description } = useRouteHandle();
  return <ComingSoon area={title ?? 'This page'} {...(description ? { description } : {})} />;
}

export default ComingSoonRoute;
