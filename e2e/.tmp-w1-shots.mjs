import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3112';
const OUT = '/tmp/w1-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ip = () => `10.${Math.floor(Math.random()*250)}.${Math.floor(Math.random()*250)}.${Math.floor(Math.random()*250)}`;
const errors = [];
async function session() {
  const id = Date.now().toString(36) + Math.random().toString(36).slice(2,6);
  const res = await fetch(`${BASE}/api/v1/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify({ username: `s${id}`, name: 'Siti Rahmawati', email: `s${id}@example.com`, password: 'rahasia-123' }) });
  const { result } = await res.json();
  return { token: result.token, expiresAt: result.expiresAt, user: result.currentUser };
}
const only = process.argv[2];
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  for (const who of ['guest', 'member']) {
    const ctx = await browser.newContext({ viewport, baseURL: BASE, locale: 'id-ID', timezoneId: 'Asia/Jakarta', reducedMotion: 'reduce', extraHTTPHeaders: { 'x-forwarded-for': ip() } });
    if (who === 'member') {
      const s = await session();
      await ctx.addInitScript(([k, v]) => localStorage.setItem(k, v), ['alumni86.session', JSON.stringify(s)]);
    }
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${who} ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${who} ${e.message}`));
    for (const [name, path] of [['home', '/'], ['about', '/about-us']]) {
      if (only && only !== name) continue;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => { for (const img of document.images) img.loading = 'eager'; await document.fonts.ready; });
      await page.waitForLoadState('networkidle');
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height: h });
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${OUT}/${name}-${who}-${viewport.width}.png` });
      await page.setViewportSize(viewport);
    }
    await ctx.close();
  }
}
await browser.close();
console.log('errors', errors);
