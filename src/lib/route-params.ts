import { notFound } from '@tanstack/react-router';

/** An id in the address: a positive whole number written plainly ('7', not '7.0', '1e3', ' 7'). */
export function parseIdParam(raw: string): number {
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/**
 * The `params` option of a route with an id in its path: anything but an id is a page that does
 * not exist, found before the route's guard or loader runs, so no call goes out with it (the
 * server's validation message would reach the user). The value stays text, as links give it.
 */
export function idParam<const Name extends string>(name: Name) {
  return {
    parse: (params: Record<Name, string>): Record<Name, string> => {
      parseIdParam(params[name]);
      return params;
    },
  };
}
