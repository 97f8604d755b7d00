import { matchPath } from 'shared/router';
import { ROUTE_TABLE, type ShellRoute } from '../routing/route-table';

/** The route of the table a pathname belongs to (params checked by the route itself), or null. */
export function routeForPath(pathname: string): ShellRoute | null {
  return ROUTE_TABLE.find((route) => matchPath(route.path, pathname) !== null) ?? null;
}
