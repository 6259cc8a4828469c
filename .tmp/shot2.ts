import { launchBrowser } from '../tests/helpers/browser';
const [url, out, width, height, scroll] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width ?? 390), height: Number(height ?? 844) } });
await page.goto(url!, { waitUntil: 'networkidle' });
if (scroll) { await page.evaluate((y) => window.scrollTo(0, y), Number(scroll)); await page.waitForTimeout(800); }
await page.screenshot({ path: out! });
await browser.close();
