/**
 * How each kind of outbox item becomes a request. Every request carries the
 * item's id as its Idempotency-Key and a fresh access token (refreshed first
 * if it is about to expire). A failure without an answer throws (the outbox
 * retries); an answer, even a refusal, is returned for the outbox to judge.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { CreateBody, UpdatePostBody } from '../../../contract/api/campaigns';
import type { ReportBody } from '../../../contract/api/reports';
import type { ProfilePatch } from '../../../contract/api/users';
import type { ApiError } from '../api-error';
import { hasStoredSession, loadSupabase } from '../auth/supabase';
import { getPhoto } from './drafts';
import type { OutboxItem, Transport, TransportAnswer } from './outbox';

export interface UploadPayload {
  photoId: string;
  name: string;
}

export interface CampaignPayload {
  draftId: string;
  /** The story, less its photos' ids, which the server gives when the photos arrive. */
  body: Omit<CreateBody, 'cover_upload_id' | 'gallery_upload_ids'>;
  coverItemId: string | null;
  galleryItemIds: string[];
}

export interface UpdatePayload {
  campaignId: string;
  body: UpdatePostBody;
}

export interface ReportPayload {
  body: ReportBody;
}

export interface ProfilePayload {
  body: ProfilePatch;
}

async function freshToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  const supabase = await loadSupabase();
  return (await supabase.auth.getSession()).data.session?.access_token ?? null;
}

let client: Promise<AxiosInstance> | null = null;
function http(): Promise<AxiosInstance> {
  // Its own client: a 401 here keeps the item for later instead of sending the person to /login.
  client ??= import('../api-client').then(({ createApiClient }) => createApiClient({ getAccessToken: freshToken }));
  return client;
}

const idOf = (result: unknown) => (result && typeof result === 'object' && 'id' in result ? String((result as { id: unknown }).id) : null);

export function httpTransport(onProgress: (itemId: string, fraction: number) => void): Transport {
  return {
    async send(item: OutboxItem, results): Promise<TransportAnswer> {
      const api = await http();
      const config: AxiosRequestConfig = { headers: { 'Idempotency-Key': item.id } };
      try {
        switch (item.kind) {
          case 'upload': {
            const payload = item.payload as UploadPayload;
            const photo = await getPhoto(payload.photoId);
            if (!photo) return { status: 410, body: { message: 'This photo is no longer on this phone. Add it again.' } };
            const form = new FormData();
            form.append('type', 'image');
            form.append('file', photo.blob, payload.name || 'photo.jpg');
            const { status, data } = await api.post('/api/upload', form, {
              ...config,
              onUploadProgress: (event) => onProgress(item.id, event.total ? event.loaded / event.total : 0),
            });
            return { status, body: data };
          }
          case 'campaign': {
            const payload = item.payload as CampaignPayload;
            const body = {
              ...payload.body,
              cover_upload_id: payload.coverItemId ? idOf(results.get(payload.coverItemId)) : null,
              gallery_upload_ids: payload.galleryItemIds.map((id) => idOf(results.get(id))).filter((id): id is string => id !== null),
            };
            const { status, data } = await api.post('/api/campaigns', body, config);
            return { status, body: data };
          }
          case 'update': {
            const payload = item.payload as UpdatePayload;
            const { status, data } = await api.post(
              `/api/campaigns/${encodeURIComponent(payload.campaignId)}/updates`,
              payload.body,
              config,
            );
            return { status, body: data };
          }
          case 'report': {
            const { status, data } = await api.post('/api/report/fraud', (item.payload as ReportPayload).body, config);
            return { status, body: data };
          }
          case 'profile': {
            const { status, data } = await api.put('/api/auth/profile', (item.payload as ProfilePayload).body, config);
            return { status, body: data };
          }
        }
      } catch (error) {
        const failure = error as ApiError;
        if (failure.type === 'network' || failure.status === undefined) throw new Error(failure.message);
        return { status: failure.status, body: { message: failure.message, detail: failure.detail, field: failure.field } };
      }
    },
  };
}
