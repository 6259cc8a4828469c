/** What the service worker caches, and what it must never answer from the app shell. */
import { serverPagePattern, serverPages, serverPathPattern, serverPathPrefixes } from '../contract/names/paths';

/** The server's paths (contract/names/paths.ts), each with or without what follows, and its own pages among the app's: never the app's. */
export const serverPathPatterns: RegExp[] = [
  ...serverPathPrefixes.map((prefix) => new RegExp(serverPathPattern(prefix))),
  ...serverPages.map((page) => new RegExp(serverPagePattern(page))),
];

export const shellUrl = '/index.html';

/** Story photos: kept after first view, at most this many, for at most this long. */
export const imageCache = { name: 'nnoboa-images-v1', maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** Runtime caches this version uses; any other `nnoboa-` cache is from an old version. */
export const currentCaches = [imageCache.name];
