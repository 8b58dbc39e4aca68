import { chromium } from 'playwright';
import fs from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfT = new Map(); profile.samples.forEach((id, i) => selfT.set(id, (selfT.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const incl = new Map();
for (const [id, t] of selfT) { const seen = new Set(); let cur = id; while (cur !== undefined) { const cf = byId.get(cur).callFrame; const src = cf.url.replace(/.*\//, ''); const key = `${cf.functionName || '(anon)'} ${src}:${cf.columnNumber}`; if (src && !src.startsWith('index-') && !seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t); } cur = parent.get(cur); } }
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / 1000).toFixed(1).padStart(7), k);
await browser.close();
