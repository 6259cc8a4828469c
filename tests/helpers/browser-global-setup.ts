/** End-to-end tests need Debian's Chromium and the built app; both missing is a failure, never a skip. */
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser';

export default function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install Debian's "chromium" package (apt-get install chromium).`);
  }
  if (!existsSync('dist/index.html')) throw new Error('The app is not built: run "npm run build" first (npm test does).');
}
