/** What the service worker caches, and what it must never answer from the app shell. */
import { serverPagePattern, serverPages, serverPathPattern, serverPathPrefixes } from '../contract/names/paths';
import { codeCache } from '../src/lib/offline/code-cache';

/** The server's paths (contract/names/paths.ts), each with or without what follows, and its own pages among the app's: never the app's. */
export const serverPathPatterns: RegExp[] = [
  ...serverPathPrefixes.map((prefix) => new RegExp(serverPathPattern(prefix))),
  ...serverPages.map((page) => new RegExp(serverPagePattern(page))),
];

export const shellUrl = '/index.html';

/** Story photos: kept after first view, at most this many, for at most this long. */
export const imageCache = { name: 'nnoboa-images-v1', maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };

/**
 * The app's code beyond the shell, and its styles (hashed, so a kept file is always right): screens kept at install,
 * after sign-in, or when opened; styles the first page carried written in, put here by that page.
 */
export const assetCache = codeCache;

/** The server's HTML of public pages a person opened, answered at once on the next visit and refreshed behind it. */
export const pageCache = { name: 'nnoboa-pages-v1', maxEntries: 60 };

/** Runtime caches this version uses; any other `nnoboa-` cache is from an old version. */
export const currentCaches = [imageCache.name, assetCache.name, pageCache.name];

/** The payment pages: made by the server for one visit (a form's token, a donation's outcome), never kept; offline, the app says paying needs a connection. */
export const isVisitPage = (url: URL) => url.pathname === '/payment' || url.pathname.startsWith('/payment/');

/** A page pattern of the screen table (`/campaigns/:id`) as a regular expression. */
export const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/** The smallest photo width the server makes: what a phone saving data is sent. */
export const smallestPhotoWidth = 320;
