/**
 * The `redirect` search parameter of /login, made safe: a path on this origin (never `//host`,
 * `/\host` or an absolute URL, which would make the portal an open redirect), and never /login
 * itself or the bare root (which lands on the portal chooser's default anyway).
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) {
    return undefined;
  }
  const origin = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === '/' || url.pathname === '/login' || url.pathname === '/login/') {
    return undefined;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
