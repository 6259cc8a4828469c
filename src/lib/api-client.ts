/**
 * The one HTTP client for the provider API (/api/*): JSON in and out,
 * the stored bearer token, a fresh X-Request-Id per request, 30 s time-out,
 * 2xx is success, and every failure becomes an `ApiError` carrying the
 * catalogue message. A 401 clears the stored session and calls
 * `onUnauthorized` (the app sends the user to /login).
 */
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
import { newRequestId } from './request-id';
import { storageKeys } from './storage-keys';

export interface TokenStore {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  storage?: TokenStore;
  /** A fresh access token (refreshed first when it is about to expire); falls back to the stored one. */
  getAccessToken?: () => Promise<string | null>;
  onUnauthorized?: () => void;
  timeout?: number;
}

export const requestTimeoutMs = 30_000;

export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const storage = options.storage ?? globalThis.localStorage;
  const client = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? requestTimeoutMs,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    validateStatus: (status) => status >= 200 && status < 300,
  });

  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const fresh = options.getAccessToken ? await options.getAccessToken().catch(() => null) : null;
    const token = fresh ?? storage?.getItem(storageKeys.authToken);
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    if (!config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', newRequestId());
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) config.headers.delete('Content-Type');
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.type === 'unauthorized') {
      storage?.removeItem(storageKeys.authToken);
      storage?.removeItem(storageKeys.authUser);
      storage?.removeItem(storageKeys.authSession);
      options.onUnauthorized?.();
    }
    return Promise.reject(apiError);
  });
  return client;
}
