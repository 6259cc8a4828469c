/**
 * Registers /sw.js once the page has loaded (a failure is only logged: the
 * app works without it, just not offline). "Ready to work offline" is said
 * when the worker says it is true (the donor's screens and this page kept;
 * never for a phone saving data, which keeps only the shell); a new version
 * waits until the person accepts the "Update available" prompt, then the page
 * reloads into it. A page the worker did not take in while it was loading
 * asks to be taken in. After sign-in the worker is asked to keep the
 * signed-in screens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;
let readyMessage: (() => void) | null = null;

export const updateWaiting = () => applyUpdate;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app says how to show "Ready to work offline" (in the person's language). */
export function onReadyOffline(show: () => void): void {
  readyMessage = show;
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Once the page has loaded and the phone is idle: precaching the app must not compete with the first screen.
  const later = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 500));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'OFFLINE_READY') readyMessage?.();
  });
  function register() {
    // The styles this page carried go to the worker's cache first, so installing it does not fetch them again.
    import('./offline/inline-styles')
      .then(({ keepInlineStyles }) => keepInlineStyles())
      .catch(() => undefined)
      .then(() => import('workbox-window'))
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js');
        wb.addEventListener('waiting', () => {
          applyUpdate = () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          };
          for (const listener of listeners) listener();
        });
        return wb.register();
      })
      // A page that was still loading when the new worker claimed its pages can be missed: it asks to be taken in.
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM' });
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  }
}

/** Someone signed in: the worker keeps the dashboard, /create and the admin area now, so they open offline later. */
export function keepSignedInScreens(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'KEEP_SIGNED_IN' }));
}
