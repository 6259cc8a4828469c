/**
 * Starts the app: takes over a page the server rendered (hydration), or
 * renders the offline shell; then the service worker and any writes left
 * waiting from offline.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Catalog } from '../lib/i18n/i18n';
import { readInitialData, readKeptAt } from '../lib/initial-data';
import { provideOutboxKinds } from '../lib/offline/outbox-kind-registry';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import { onScreenReady } from './layout/screen-ready';
import { preloadScreen } from './router';
import { ssrScreenFor } from './ssr-routes';

/** Writes made offline earlier go out as soon as the app is up (loaded apart from the first screen). */
function flushOutbox(): void {
  void import('../lib/offline/db')
    .then(async ({ database }) =>
      (await (await database()).count('outbox')) > 0 ? import('../lib/offline/outbox-service').then((m) => m.startOutbox()) : undefined,
    )
    .catch(() => undefined);
}

export function start(root: HTMLElement, onReady: () => void = () => undefined): void {
  // What the outbox sends, loaded only when it is used (the service worker builds the same list in).
  provideOutboxKinds(() => import('./outbox-kinds').then((m) => m.outboxKinds));
  onScreenReady(onReady);
  const served = root.hasAttribute('data-ssr') ? readInitialData() : null;
  if (served) {
    const lang = document.documentElement.lang || 'en';
    const catalog = served[`translations:${lang}`] as Catalog | undefined;
    // The screen's code first, so the whole page is taken over in one pass and every button works when it is done.
    void preloadScreen(ssrScreenFor(location.pathname + location.search)?.module)
      .catch(() => undefined)
      .then(() => {
        // As a transition, the take-over is done in small slices: the page the person is already reading stays responsive.
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App initialData={{ resources: served, hydrating: true, keptAt: readKeptAt(root) }} lang={lang} catalog={catalog} />
            </StrictMode>,
          );
        });
      });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App initialData={null} />
      </StrictMode>,
    );
  }
  registerServiceWorker();
  if (document.readyState === 'complete') flushOutbox();
  else window.addEventListener('load', flushOutbox, { once: true });
}
