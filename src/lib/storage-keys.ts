/** Local-storage keys the app owns. Everything else lives in IndexedDB. */
export const storageKeys = {
  authToken: 'nnoboa.auth.token',
  authUser: 'nnoboa.auth.user',
  /** supabase-js keeps its session here (and the PKCE verifier under this key + "-code-verifier"). */
  authSession: 'nnoboa.auth.session',
  language: 'nnoboa.lang',
  /** Donations started in this browser: reference → the secret that lets it read them back. */
  donations: 'nnoboa.donations',
} as const;
