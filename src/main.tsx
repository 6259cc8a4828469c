/**
 * The page's only script, kept tiny. A page the server rendered is painted
 * first and the app's code fetched after, so on a slow phone the story shows
 * at once and the code never competes with it; the offline shell (nothing to
 * paint yet) starts the app straight away. A tap on a button or a choice in a
 * list made before the app has taken the page over is kept, the app is started
 * at once, and the tap is played again when the app is ready: nothing the
 * person does is lost.
 */
import './app/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let started: Promise<void> | null = null;
const start = () => (started ??= import('./app/start').then((app) => app.start(root, replayEarlyInput)));

const early: Array<{ type: string; target: HTMLElement }> = [];
const keepEarlyInput = (event: Event) => {
  const target =
    event.target instanceof Element ? event.target.closest<HTMLElement>('button, select, input, summary, [role="button"]') : null;
  // Links work without the app (the server renders the page they lead to); so do text fields, as typing.
  if (
    !target ||
    target.closest('a') ||
    (event.type === 'click' && target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type))
  )
    return;
  // Held back from the app too: parts of the page it has already taken over would otherwise answer now and again on replay.
  event.stopPropagation();
  if (event.type === 'click') event.preventDefault();
  // A second tap on the same button (nothing seemed to happen) is the same wish, not a toggle back.
  if (!early.some((e) => e.type === event.type && e.target === target)) early.push({ type: event.type, target });
  void start();
};

/** Once the app is up: the early input played again, and the page marked as the app's (`<html data-app="ready">`). */
function replayEarlyInput(): void {
  document.documentElement.dataset.app = 'ready';
  document.removeEventListener('click', keepEarlyInput, true);
  document.removeEventListener('change', keepEarlyInput, true);
  for (const { type, target } of early.splice(0)) {
    if (!target.isConnected) continue;
    if (type === 'click') target.click();
    else target.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

if (root.hasAttribute('data-ssr')) {
  document.addEventListener('click', keepEarlyInput, true);
  document.addEventListener('change', keepEarlyInput, true);
  afterFirstPaint(() => void start());
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
