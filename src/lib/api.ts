/**
 * The app's API client, loaded on first use: the HTTP library stays off the
 * first screen's critical path and is fetched while the screen renders.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { hasStoredSession, loadSupabase } from './auth/supabase';

let client: Promise<AxiosInstance> | null = null;
let redirecting = false;
let accessTokenSource: (() => Promise<string | null>) | null = null;

/** The auth layer registers how to get a fresh access token once it has a session client. */
export function setAccessTokenSource(source: (() => Promise<string | null>) | null): void {
  accessTokenSource = source;
}

function goToLogin(): void {
  if (redirecting) return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  redirecting = true;
  window.location.assign(`/login?next=${encodeURIComponent(pathname + search)}`);
}

/**
 * A fresh token: from the session client once the auth layer has it; before that, online with a stored session,
 * from supabase-js directly (a token that expired while the app was closed is refreshed, never sent stale).
 */
async function freshAccessToken(): Promise<string | null> {
  if (accessTokenSource) return accessTokenSource();
  if (!navigator.onLine || !hasStoredSession()) return null;
  const supabase = await loadSupabase();
  return (await supabase.auth.getSession()).data.session?.access_token ?? null;
}

export function loadApiClient(): Promise<AxiosInstance> {
  client ??= import('./api-client').then(({ createApiClient }) =>
    createApiClient({ onUnauthorized: goToLogin, getAccessToken: freshAccessToken }),
  );
  return client;
}

export const api = {
  get: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await loadApiClient()).get<T>(url, config),
  delete: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await loadApiClient()).delete<T>(url, config),
  post: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadApiClient()).post<T>(url, data, config),
  put: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadApiClient()).put<T>(url, data, config),
  patch: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadApiClient()).patch<T>(url, data, config),
};
