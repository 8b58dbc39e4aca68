import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.addInitScript(() => {
  for (const k of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat']) {
    const Orig = Intl[k];
    Intl[k] = function (...a) { console.log('INTL', k, JSON.stringify(a), new Error().stack.split('\n').slice(2, 5).join(' / ')); return new Orig(...a); };
    Intl[k].prototype = Orig.prototype;
  }
  const tls = Number.prototype.toLocaleString; Number.prototype.toLocaleString = function (...a) { console.log('INTL toLocaleString', new Error().stack.split('\n').slice(2, 4).join(' / ')); return tls.apply(this, a); };
  const dtl = Date.prototype.toLocaleDateString; Date.prototype.toLocaleDateString = function (...a) { console.log('INTL dateToLocale', new Error().stack.split('\n').slice(2, 4).join(' / ')); return dtl.apply(this, a); };
});
page.on('console', (m) => { if (m.text().startsWith('INTL')) console.log(m.text().slice(0, 400)); });
for (const u of process.argv.slice(2)) { console.log('==', u); await page.goto(u, { waitUntil: 'load' }); await page.waitForTimeout(3000); }
await browser.close();
