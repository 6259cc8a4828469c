/**
 * Notices on this phone (Web Push): the browser's permission, its push
 * subscription made with our VAPID key, and the server told of it. Loaded only
 * by the screens that offer notices (the dashboard, the thank-you page), never
 * by the first screen.
 */
import type { PushKey, SubscriptionMine } from '../../../contract/api/notices';
import { api } from '../api';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** base64url (the VAPID key as the server gives it) to the bytes `subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Whether this phone shows notices now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await (await registration()).pushManager.getSubscription();
  if (!existing || Notification.permission !== 'granted') return 'off';
  // The phone may be subscribed for a story's news, or for someone else who used it: on only if it brings this person's.
  try {
    const { data } = await api.post<SubscriptionMine>('/api/notices/subscriptions/mine', { endpoint: existing.endpoint });
    return data.mine ? 'on' : 'off';
  } catch {
    return 'on'; // Offline: what the phone knows.
  }
}

/** The phone's subscription, made once with our key after the person allowed notices; null when they did not. */
async function subscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  if (existing) return existing;
  const { data } = await api.get<PushKey>('/api/notices/push-key');
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.key) });
}

/** Turns notices on for the signed-in person on this phone. */
export async function turnOnHere(): Promise<PushState> {
  const sub = await subscription();
  if (!sub) return Notification.permission === 'denied' ? 'denied' : 'off';
  await api.post('/api/notices/subscriptions', sub.toJSON());
  return 'on';
}

/** A story's news on this phone, for whoever holds it (signed in or not). */
export async function followStory(campaignId: string): Promise<PushState> {
  const sub = await subscription();
  if (!sub) return Notification.permission === 'denied' ? 'denied' : 'off';
  await api.post(`/api/notices/stories/${encodeURIComponent(campaignId)}/follow`, sub.toJSON());
  return 'on';
}

/** Turns notices off on this phone: the server forgets it, and the browser ends the subscription. */
export async function turnOffHere(): Promise<PushState> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (sub) {
    await api.delete('/api/notices/subscriptions', { data: { endpoint: sub.endpoint } });
    await sub.unsubscribe();
  }
  return 'off';
}
