/**
 * Who answers which path, in one table the browser, the server and the
 * service worker all read:
 * - `serverPathPrefixes`: paths that belong to the server, never to the app
 *   (the worker never answers them from the shell; the server never sends the
 *   shell for them; the dev server sends them on to the API);
 * - `serverPages`: single pages and files the server answers among the app's
 *   own paths (a story's printable poster under `/campaigns/:id`), treated
 *   the same way;
 * - `screens`: every screen of the app, its module, who may see it, and
 *   whether the server renders it on a first visit (for everyone alike, or
 *   for one visit only).
 */

/** Each ends with `/`; the bare prefix (`/api`) counts too. */
export const serverPathPrefixes = ['/api/', '/auth/v1/', '/rest/v1/', '/uploads/', '/dev/', '/pay/', '/mail/'] as const;

/** A pattern for one prefix, with or without what follows (`/api`, `/api/…`): for the worker's deny list and the dev proxy. */
export const serverPathPattern = (prefix: (typeof serverPathPrefixes)[number]) =>
  `^${prefix.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`;

/** Pages and files the server writes itself where the app's screens live: a story's poster, its stylesheet and script, the short link printed on it. */
export const serverPages = ['/campaigns/:id/poster', '/poster.css', '/poster.js', '/s/:number'] as const;

/**
 * A pattern for one server page, its `:params` one path segment each, with or without a query (the worker's deny
 * list and the dev proxy both test the path with its query): for the worker's deny list and the dev proxy.
 */
export const serverPagePattern = (page: (typeof serverPages)[number]) =>
  `^${page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/:[a-z]+/gi, '[^/?]+')}/?(\\?.*)?$`;

export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return (
    serverPathPrefixes.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix)) ||
    serverPages.some((page) => new RegExp(serverPagePattern(page)).test(pathname))
  );
}

export interface Screen {
  /** The route's path, as react-router matches it. */
  path: string;
  /** The screen's source module (its default export), as the build manifest names it. */
  module: `src/features/${string}/components/${string}-page.tsx`;
  /** Rendered on the server on a first visit: public screens whose data the server can fetch itself. */
  rendered: boolean;
  /**
   * Rendered for one visit only, by the server's own routes for it (a form's
   * one-time token, a donation asked about for this browser): never shared
   * between people, never kept by a cache or the service worker.
   */
  perRequest?: boolean;
  /** Who may see it; the server checks every call it makes regardless. */
  guard?: 'signed-in' | 'admin';
  /**
   * When the service worker keeps its code: `install` (the donor's screens,
   * kept with the shell unless the person saves data), `sign-in` (kept right
   * after signing in, or when first opened), `open` (kept when first opened).
   */
  offline: 'install' | 'sign-in' | 'open';
}

const page = <Feature extends string, Name extends string>(feature: Feature, name: Name) =>
  `src/features/${feature}/components/${name}-page.tsx` as const;

/** Every screen of the app, in the order the router tries them; the last catches unknown paths (404). */
export const screens = [
  { path: '/', module: page('pages', 'home'), rendered: true, offline: 'install' },
  { path: '/campaigns', module: page('stories', 'browse'), rendered: true, offline: 'install' },
  { path: '/campaigns/:id', module: page('stories', 'story'), rendered: true, offline: 'install' },
  { path: '/create', module: page('create', 'create'), rendered: false, offline: 'sign-in' },
  { path: '/how-it-works', module: page('pages', 'how-it-works'), rendered: true, offline: 'install' },
  { path: '/success-stories', module: page('stories', 'success-stories'), rendered: true, offline: 'install' },
  { path: '/privacy-policy', module: page('pages', 'privacy-policy'), rendered: true, offline: 'install' },
  { path: '/terms-of-service', module: page('pages', 'terms-of-service'), rendered: true, offline: 'install' },
  { path: '/login', module: page('auth', 'login'), rendered: false, offline: 'open' },
  { path: '/register', module: page('auth', 'register'), rendered: false, offline: 'open' },
  { path: '/auth/verify', module: page('auth', 'auth-callback'), rendered: false, offline: 'open' },
  { path: '/auth/callback', module: page('auth', 'auth-callback'), rendered: false, offline: 'open' },
  { path: '/payment', module: page('donate', 'payment'), rendered: true, perRequest: true, offline: 'install' },
  { path: '/payment/success', module: page('donate', 'payment-success'), rendered: true, perRequest: true, offline: 'install' },
  { path: '/payment/cancel', module: page('donate', 'payment-cancel'), rendered: true, perRequest: true, offline: 'install' },
  { path: '/dashboard', module: page('dashboard', 'dashboard'), rendered: false, guard: 'signed-in', offline: 'sign-in' },
  { path: '/admin/*', module: page('admin', 'admin'), rendered: false, guard: 'admin', offline: 'sign-in' },
  { path: '*', module: page('pages', 'not-found'), rendered: true, offline: 'install' },
] as const satisfies readonly Screen[];

export type ScreenPath = (typeof screens)[number]['path'];
