/**
 * Where e-mailed links and redirects may lead: only to this app's own origin,
 * so a link can never be turned into an open redirect.
 */
export type LinkIntent = 'magiclink' | 'signup' | 'email_change';

/** A same-origin path to continue to after signing in, or null. */
export function safeNextPath(value: string | null | undefined, publicUrl: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  if (url.pathname.startsWith('/auth/')) {
    const inner = url.searchParams.get('next');
    return inner ? safeNextPath(inner, publicUrl) : null;
  }
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
}

/** The address that completes a sign-in or an address change (`/auth/verify`), or a sign-up (`/auth/callback`). */
export function emailLink(publicUrl: string, kind: LinkIntent, tokenHash: string, email: string, next: string | null): string {
  const url = new URL(kind === 'signup' ? '/auth/callback' : '/auth/verify', publicUrl);
  url.searchParams.set('token_hash', tokenHash);
  url.searchParams.set('type', kind);
  url.searchParams.set('email', email);
  if (next) url.searchParams.set('next', next);
  return url.toString();
}

/** Where the GET /verify redirect goes: the given same-origin address, else the app's verify screen. */
export function safeRedirect(value: string | null | undefined, publicUrl: string): string {
  const fallback = new URL('/auth/verify', publicUrl).toString();
  if (!value) return fallback;
  try {
    const url = new URL(value, publicUrl);
    return url.origin === new URL(publicUrl).origin ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}
