import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './app/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
// Writes made offline earlier go out as soon as the app is up (loaded apart from the first screen).
window.addEventListener('load', () => {
  void import('./lib/offline/db')
    .then(async ({ database }) => ((await (await database()).count('outbox')) > 0 ? import('./lib/offline/outbox-service').then((m) => m.startOutbox()) : undefined))
    .catch(() => undefined);
});
