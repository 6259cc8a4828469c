import { launchBrowser } from '../tests/helpers/browser';
const browser = await launchBrowser();
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto('http://localhost:8096/');
await page.waitForTimeout(6000);
console.log(await page.evaluate(async () => { const r = await navigator.serviceWorker.getRegistration(); return { ctl: !!navigator.serviceWorker.controller, active: !!r?.active, installing: !!r?.installing, waiting: !!r?.waiting, caches: await caches.keys() }; }));
await browser.close();
