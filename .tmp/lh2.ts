import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../tests/helpers/browser';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const result = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const lhr = result!.lhr;
for (const id of ['mainthread-work-breakdown', 'bootup-time', 'cls-culprits-insight', 'layout-shifts', 'largest-contentful-paint-element', 'long-tasks', 'network-requests']) {
  const d = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  console.log('==', id, JSON.stringify(d?.items?.slice(0, 25), (k, v) => (typeof v === 'string' && v.length > 120 ? v.slice(0, 120) : v)).slice(0, 3500));
}
await chrome.kill();
