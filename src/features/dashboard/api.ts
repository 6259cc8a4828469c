/** The owner's dashboard calls: their stories, the donations they received, verification, photos. */
import { api } from '../../lib/api';
import type { Paged, StoryCard, StoryOwnerView } from '../../../contract/api/campaigns';

/** One of my stories, with how its review went. */
export type MyStory = StoryCard & StoryOwnerView;

export interface ReceivedDonation {
  id: string;
  campaign_id: string;
  campaign_title: string;
  /** Null when the donor gave anonymously: their name never reaches the owner. */
  donor_name: string | null;
  is_anonymous: boolean;
  amount: number;
  message: string | null;
  method: string;
  paid_at: string;
}

export interface Verification {
  status: 'unverified' | 'pending' | 'verified' | 'rejected';
  ghana_card_number: string | null;
  has_document: boolean;
  requested_at: string | null;
  decided_at: string | null;
  note: string | null;
}

export const fetchMyStories = async (): Promise<Paged<MyStory>> =>
  (await api.get<Paged<MyStory>>('/api/dashboard/campaigns?limit=100')).data;

export const fetchReceived = async (campaignId: string, page: number): Promise<Paged<ReceivedDonation> & { total_amount: number }> => {
  const query = new URLSearchParams({ page: String(page), limit: '10', ...(campaignId ? { campaign_id: campaignId } : {}) });
  return (await api.get<Paged<ReceivedDonation> & { total_amount: number }>(`/api/dashboard/donations?${query.toString()}`)).data;
};

/** Downloads the CSV through the API client (it carries the token), then saves it as a file. */
export async function downloadReceivedCsv(campaignId: string, lang: string): Promise<void> {
  const query = new URLSearchParams({ format: 'csv', lang, ...(campaignId ? { campaign_id: campaignId } : {}) });
  const response = await api.get<Blob>(`/api/dashboard/donations?${query.toString()}`, {
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1] ?? 'nnoboa-donations.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const fetchVerification = async (): Promise<Verification> => (await api.get<Verification>('/api/dashboard/verification')).data;

export const requestVerification = async (ghanaCardNumber: string, documentUploadId: string): Promise<Verification> =>
  (
    await api.post<Verification>('/api/dashboard/verification', {
      ghana_card_number: ghanaCardNumber,
      document_upload_id: documentUploadId,
    })
  ).data;

/** Uploads a photo; `id_document` photos are stored privately and never get a public address. */
export async function uploadPhoto(file: Blob, type: 'image' | 'avatar' | 'id_document'): Promise<{ id: string; url: string | null }> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  return (await api.post<{ id: string; url: string | null }>('/api/upload', form)).data;
}

export const updateStory = async (id: string, changes: Record<string, unknown>) =>
  (await api.put<StoryCard>(`/api/campaigns/${encodeURIComponent(id)}`, changes)).data;

export const closeStory = async (id: string) =>
  (await api.delete<{ deleted: boolean; closed: boolean; message: string }>(`/api/campaigns/${encodeURIComponent(id)}`)).data;
