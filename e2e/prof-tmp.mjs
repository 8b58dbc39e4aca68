import { chromium } from 'playwright';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//, '')}:${cf.lineNumber}:${cf.columnNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, t] of top) console.log((t / 1000).toFixed(1).padStart(8), 'ms', k);
// by url
const byUrl = new Map();
for (const [id, t] of counts) { const u = byId.get(id).callFrame.url.replace(/.*\//, '') || '(native)'; byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,10).map(([u,t])=>`${u}=${(t/1000).toFixed(0)}`).join(' '));
await browser.close();
