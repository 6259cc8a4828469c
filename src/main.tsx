import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { Catalog } from './lib/i18n/i18n';
import { readInitialData } from './lib/initial-data';
import { registerServiceWorker } from './lib/service-worker';
import './app/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered (first visits) is taken over as it is; the offline shell is rendered here.
const served = root.hasAttribute('data-ssr') ? readInitialData() : null;
if (served) {
  const lang = document.documentElement.lang || 'en';
  const catalog = served[`translations:${lang}`] as Catalog | undefined;
  hydrateRoot(
    root,
    <StrictMode>
      <App initialData={{ resources: served, hydrating: true }} lang={lang} catalog={catalog} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App initialData={null} />
    </StrictMode>,
  );
}
registerServiceWorker();
// Writes made offline earlier go out as soon as the app is up (loaded apart from the first screen).
window.addEventListener('load', () => {
  void import('./lib/offline/db')
    .then(async ({ database }) => ((await (await database()).count('outbox')) > 0 ? import('./lib/offline/outbox-service').then((m) => m.startOutbox()) : undefined))
    .catch(() => undefined);
});
