/**
 * The cache the service worker keeps the app's hashed files in (code and
 * styles), named once for the worker and for the page, which puts there the
 * styles the server wrote into its first page so the worker need not fetch
 * them again (./inline-styles.ts).
 */
export const codeCache = { name: 'nnoboa-assets-v1', maxEntries: 250 };
