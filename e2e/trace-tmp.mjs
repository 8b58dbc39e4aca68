import { chromium } from 'playwright';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const main = ev.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const tid = new Map(); for (const e of main) tid.set(`${e.pid}:${e.tid}`, (tid.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const t0 = Math.min(...ev.filter(e=>e.ts>0).map((e) => e.ts));
for (const t of main.sort((a,b)=>a.ts-b.ts)) {
  const kids = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.name !== 'RunTask' && e.dur > 10000);
  const agg = new Map(); for (const k of kids) { const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.replace(/.*\//, '') : '') + (k.args?.data?.functionName ? ' ' + k.args.data.functionName : ''); agg.set(key, Math.max(agg.get(key) ?? 0, k.dur)); }
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(0)}ms:`, [...agg].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,d])=>`${k}=${(d/1000).toFixed(0)}`).join(' | '));
}
await browser.close();
