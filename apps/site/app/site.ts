import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

/** The site every page belongs to (root loader data); undefined only when the root itself failed. */
export function useSite() {
  return useRouteLoaderData<typeof loader>('root');
}
