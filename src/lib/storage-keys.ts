/** Local-storage keys the app owns. Everything else lives in IndexedDB. */
export const storageKeys = {
  authToken: 'nnoboa.auth.token',
  authUser: 'nnoboa.auth.user',
  language: 'nnoboa.lang',
} as const;
