import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const t0 = Date.now();
page.on('request', (r) => { if (r.resourceType() === 'script' || r.url().includes('/api/')) console.log(Date.now() - t0, r.resourceType(), r.url().replace(/.*3720/, '')); });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(4000);
await browser.close();
