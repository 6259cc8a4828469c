import sharp from 'sharp';
import { launchBrowser } from '../tests/helpers/browser';
const browser = await launchBrowser();
for (const [name, width, height, path] of [['home-narrow', 540, 1170, '/'], ['story-wide', 1280, 800, '/campaigns/hip-replacement-for-kekeli-in-ho']] as const) {
  const page = await browser.newPage({ viewport: { width, height }, serviceWorkers: 'block' });
  await page.goto(`http://localhost:8096${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 70 }).toFile(`public/screenshots/${name}.webp`);
  await page.close();
}
await browser.close();
