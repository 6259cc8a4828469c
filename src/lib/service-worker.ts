/**
 * Registers /sw.js once the page has loaded. A failure is only logged
 * (SPEC.md §2): the app works without it, just not offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js').register())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
