import { chromium } from 'playwright';
import fs from 'node:fs';
const [base, path] = process.argv.slice(2);
for (let r = 0; r < Number(process.env.RUNS ?? 3); r++) {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'] });
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const p = await ctx.newPage();
  await b.startTracing(p, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel'] });
  await p.goto(base + path, { waitUntil: 'load' });
  await p.waitForTimeout(3000);
  await b.stopTracing();
  await b.close();
  const ev = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
  const counts = {};
  for (const e of ev) if (e.name === 'ParseHTML') counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + 1;
  const main = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0];
  const mine = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const t0 = Math.min(...mine.map((e) => e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 12500);
  const lines = tasks.map((t) => {
    const kids = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'ThreadControllerImpl::RunTask');
    const by = {};
    for (const k of kids) { let label = k.name; if (/EvaluateScript|compile|FunctionCall|evaluateModule/.test(k.name)) label += ' ' + String(k.args?.data?.url ?? '').replace(base, '').slice(0, 30); by[label] = (by[label] ?? 0) + k.dur; }
    return `@${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms[` + Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(', ') + ']';
  });
  console.log(`run ${r}: ` + lines.join('  '));
}
