/**
 * Notices on the phone. A push arrives already decrypted by the browser; its
 * JSON says what to show (a title, a line) and which screen of this site a
 * tap opens. Shown at once, even when no page is open; a notice with the same
 * tag replaces the one before it (the hour's gifts, a story's status). A tap
 * brings an open window of the app to that screen, or opens one.
 */

export interface PushNotice {
  title: string;
  body: string;
  /** A path of this site. */
  url: string;
  tag: string;
  kind: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** What a push carries, checked (a path of this site only); null when it is not one of ours. */
export function readPush(data: { json(): unknown } | null): PushNotice | null {
  let raw: unknown;
  try {
    raw = data?.json();
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const fields = raw as Record<string, unknown>;
  const title = text(fields.title, 120);
  const url = text(fields.url, 500);
  if (!title || !url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body: text(fields.body, 300), url, tag: text(fields.tag, 100) || 'nnoboa', kind: text(fields.kind, 40) };
}

export function showNotice(registration: ServiceWorkerRegistration, notice: PushNotice): Promise<void> {
  return registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    data: { url: notice.url, kind: notice.kind },
  });
}

/** The screen a tapped notice names: an open window of the app goes there, else a new one opens. */
export async function openNotice(clients: Clients, origin: string, notification: Notification): Promise<void> {
  notification.close();
  const path = (notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/', origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    const moved = await open.navigate(target).catch(() => null);
    await (moved ?? open).focus();
    return;
  }
  await clients.openWindow(target);
}
