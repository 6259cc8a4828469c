import { launchBrowser } from '../tests/helpers/browser';
const [url, out, width, height] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width ?? 390), height: Number(height ?? 844) } });
await page.goto(url!, { waitUntil: 'networkidle' });
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
