/**
 * The page's only script, kept tiny. A page the server rendered is painted
 * first and the app's code fetched after, so on a slow phone the story shows
 * at once and the code never competes with it; the offline shell (nothing to
 * paint yet) starts the app straight away. A tap made before the app has taken
 * the page over is kept and played again when it is ready (./app/early-input.ts).
 *
 * A phone saving data (Save-Data) keeps the server's page as it is: it reads,
 * browses and gives without the app (links, forms), and the app's code comes
 * only if the person taps something that needs it.
 */
import './app/styles/global.css';
import { holdEarlyInput, type EarlyInput } from './app/early-input';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let started: Promise<void> | null = null;
let early: EarlyInput | null = null;
const start = () => {
  started ??= import('./app/start').then((app) => app.start(root, appReady));
  preloadScreenCode();
  return started;
};

/**
 * The screen's code (the server names it, `data-code`), asked for beside the app's rather than after it has run:
 * on a slow link that is a round trip less before the page is the app's.
 */
function preloadScreenCode(): void {
  // The server's data block (initialDataElementId in ./lib/initial-data.tsx, not imported: this script stays tiny).
  for (const file of document.getElementById('nnoboa-data')?.dataset.code?.split(' ') ?? []) {
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

/** Once the app is up: the page marked as the app's (`<html data-app="ready">`), and the early input played again. */
function appReady(): void {
  document.documentElement.dataset.app = 'ready';
  early?.replay();
}

const savingData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

if (root.hasAttribute('data-ssr')) {
  early = holdEarlyInput(() => void start());
  if (!savingData) afterFirstPaint(() => void start());
} else void start();

/** Runs `then` once the page has been painted (or after a second, if the browser never says, e.g. in a hidden tab). */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  const observer =
    'PerformanceObserver' in window
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) once();
        })
      : null;
  try {
    observer?.observe({ type: 'paint', buffered: true });
  } catch {
    // An older browser without paint timing: the timer below starts the app.
  }
  setTimeout(once, 1000);
}
