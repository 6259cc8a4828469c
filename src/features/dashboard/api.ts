/** The owner's dashboard calls: their stories, the donations they received, verification, photos. */
import { api } from '../../lib/api';
import type { StoryPage, StoryRemoved, UpdateBody } from '../../../contract/api/campaigns';
import type { Paged } from '../../../contract/api/common';
import type { MyStory, ReceivedPage, Verification, VerificationRequest } from '../../../contract/api/dashboard';
import type { UploadedImage, UploadKind } from '../../../contract/api/uploads';
import type { Choice, NoticePreferences, TestSent } from '../../../contract/api/notices';

export type { MyStory, ReceivedDonation, Verification } from '../../../contract/api/dashboard';

export const fetchMyStories = async (): Promise<Paged<MyStory>> =>
  (await api.get<Paged<MyStory>>('/api/dashboard/campaigns?limit=100')).data;

/** A page of donations received: the first, or the one after a page's `next_cursor` (`page` is the number shown). */
export const fetchReceived = async (campaignId: string, page: number, cursor: string | null): Promise<ReceivedPage> => {
  const query = new URLSearchParams({
    page: String(page),
    limit: '10',
    ...(campaignId ? { campaign_id: campaignId } : {}),
    ...(cursor ? { cursor } : {}),
  });
  return (await api.get<ReceivedPage>(`/api/dashboard/donations?${query.toString()}`)).data;
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

export const requestVerification = async (ghanaCardNumber: string, documentUploadId: string): Promise<Verification> => {
  const body: VerificationRequest = { ghana_card_number: ghanaCardNumber, document_upload_id: documentUploadId };
  return (await api.post<Verification>('/api/dashboard/verification', body)).data;
};

/** Uploads a photo; `id_document` photos are stored privately and never get a public address. */
export async function uploadPhoto(file: Blob, type: UploadKind): Promise<UploadedImage> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
  return (await api.post<UploadedImage>('/api/upload', form)).data;
}

export const updateStory = async (id: string, changes: UpdateBody) =>
  (await api.put<StoryPage>(`/api/campaigns/${encodeURIComponent(id)}`, changes)).data;

export const closeStory = async (id: string) => (await api.delete<StoryRemoved>(`/api/campaigns/${encodeURIComponent(id)}`)).data;

export const fetchNoticePreferences = async (): Promise<NoticePreferences> =>
  (await api.get<NoticePreferences>('/api/notices/preferences')).data;
export const saveNoticeChoices = async (choices: Choice[]): Promise<NoticePreferences> =>
  (await api.put<NoticePreferences>('/api/notices/preferences', { choices })).data;
export const sendTestNotice = async (): Promise<TestSent> => (await api.post<TestSent>('/api/notices/test')).data;
